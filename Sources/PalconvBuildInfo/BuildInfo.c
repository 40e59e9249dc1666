#include "PalconvBuildInfo.h"

#ifndef PALCONV_GIT_COMMIT
#define PALCONV_GIT_COMMIT ""
#endif

const char *palconv_build_commit(void) { return PALCONV_GIT_COMMIT; }
