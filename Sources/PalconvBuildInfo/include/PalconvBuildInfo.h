#ifndef PALCONV_BUILD_INFO_H
#define PALCONV_BUILD_INFO_H

/// The git commit palconv was built from, such as "3f2c1a9" or "3f2c1a9-dirty", or an empty
/// string when the build did not know it. The package manifest defines it from the checkout
/// (or from the PALCONV_GIT_COMMIT environment variable) when this file is compiled.
const char *palconv_build_commit(void);

#endif
