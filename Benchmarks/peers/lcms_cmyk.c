/* LittleCMS as a yardstick for `PaletteBench icc`: converts the same 1,000,000 seeded CMYK
 * values (ink on a 1/1000 grid, the benchmark's generator) to sRGB through a CMYK profile with
 * the perceptual intent, as palconv's benchmark does, and prints the median time of:
 *
 *   - the naive formula written in C (the floor both are measured against);
 *   - a double-precision transform (TYPE_CMYK_DBL -> TYPE_RGB_DBL), one call for all colours:
 *     LittleCMS evaluates the profile's stages for each colour, like palconv's exact chain;
 *   - the same transform called once per colour, as a library user converting swatch by
 *     swatch calls it;
 *   - a 16-bit transform (TYPE_CMYK_16 -> TYPE_RGB_16), one call: LittleCMS samples the chain
 *     on a grid once and interpolates, like palconv's sampled link (inputs and outputs in
 *     16 bits, so it also skips any floating-point conversion of the values).
 *
 *     lcms_cmyk PROFILE [COUNT] [RUNS]
 *
 * Build: cc -O2 -o lcms_cmyk lcms_cmyk.c -llcms2 (Debian: liblcms2-dev). */
#include <lcms2.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double median(double *times, int runs) {
  qsort(times, (size_t)runs, sizeof(double), compare);
  return times[runs / 2];
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: lcms_cmyk PROFILE [COUNT] [RUNS]\n");
    return 2;
  }
  long count = argc > 2 ? atol(argv[2]) : 1000000;
  int runs = argc > 3 ? atoi(argv[3]) : 5;
  if (count <= 0 || runs <= 0 || runs > 99) return 2;
  cmsHPROFILE cmyk = cmsOpenProfileFromFile(argv[1], "r");
  if (!cmyk) {
    fprintf(stderr, "cannot open %s\n", argv[1]);
    return 1;
  }
  cmsHPROFILE srgb = cmsCreate_sRGBProfile();
  cmsHTRANSFORM exact = cmsCreateTransform(cmyk, TYPE_CMYK_DBL, srgb, TYPE_RGB_DBL,
                                           INTENT_PERCEPTUAL, cmsFLAGS_NOCACHE);
  cmsHTRANSFORM sampled = cmsCreateTransform(cmyk, TYPE_CMYK_16, srgb, TYPE_RGB_16,
                                             INTENT_PERCEPTUAL, cmsFLAGS_NOCACHE);
  if (!exact || !sampled) {
    fprintf(stderr, "cannot create the transforms\n");
    return 1;
  }
  /* The benchmark's generator: a 64-bit LCG, (state >> 33) % 1001 thousandths. */
  uint64_t state = 0x20261205ULL;
  float *ink = malloc(sizeof(float) * 4 * (size_t)count);
  double *inkPercent = malloc(sizeof(double) * 4 * (size_t)count);
  uint16_t *ink16 = malloc(sizeof(uint16_t) * 4 * (size_t)count);
  double *rgb = malloc(sizeof(double) * 3 * (size_t)count);
  uint16_t *rgb16 = malloc(sizeof(uint16_t) * 3 * (size_t)count);
  if (!ink || !inkPercent || !ink16 || !rgb || !rgb16) return 1;
  for (long i = 0; i < 4 * count; i++) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    ink[i] = (float)((state >> 33) % 1001) / 1000.0f;
    inkPercent[i] = (double)ink[i] * 100.0; /* LittleCMS's floating-point CMYK is 0...100 */
    ink16[i] = (uint16_t)(ink[i] * 65535.0f + 0.5f);
  }
  double naive[99], bulk[99], single[99], grid[99], sink = 0;
  for (int run = 0; run < runs; run++) {
    double start = now();
    for (long i = 0; i < count; i++) {
      const float *c = ink + 4 * i;
      double k = 1.0 - c[3];
      rgb[3 * i] = (1.0 - c[0]) * k;
      rgb[3 * i + 1] = (1.0 - c[1]) * k;
      rgb[3 * i + 2] = (1.0 - c[2]) * k;
    }
    naive[run] = now() - start;
    sink += rgb[0];
    start = now();
    cmsDoTransform(exact, inkPercent, rgb, (cmsUInt32Number)count);
    bulk[run] = now() - start;
    sink += rgb[0];
    start = now();
    for (long i = 0; i < count; i++) cmsDoTransform(exact, inkPercent + 4 * i, rgb + 3 * i, 1);
    single[run] = now() - start;
    sink += rgb[0];
    start = now();
    cmsDoTransform(sampled, ink16, rgb16, (cmsUInt32Number)count);
    grid[run] = now() - start;
    sink += rgb16[0];
  }
  double floor = median(naive, runs);
  printf("%ld CMYK colours -> sRGB through %s, perceptual, median of %d runs (checksum %d):\n",
         count, argv[1], runs, (int)sink % 997);
  printf("  naive formula in C                         %8.1f ms\n", floor * 1000);
  printf("  LittleCMS double, one call                 %8.1f ms  %6.1fx\n",
         median(bulk, runs) * 1000, median(bulk, runs) / floor);
  printf("  LittleCMS double, one call per colour      %8.1f ms  %6.1fx\n",
         median(single, runs) * 1000, median(single, runs) / floor);
  printf("  LittleCMS 16-bit (sampled grid), one call  %8.1f ms  %6.1fx\n",
         median(grid, runs) * 1000, median(grid, runs) / floor);
  cmsDeleteTransform(exact);
  cmsDeleteTransform(sampled);
  cmsCloseProfile(cmyk);
  cmsCloseProfile(srgb);
  return 0;
}
