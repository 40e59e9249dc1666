/* The floor for ASE reading: read the file, walk every block by its declared length, count
 * colour entries, print the count. No names decoded, nothing converted, nothing written. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static uint32_t be32(const unsigned char *p) {
  return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

int main(int argc, char **argv) {
  if (argc != 2) { fprintf(stderr, "usage: ase_walk FILE\n"); return 64; }
  FILE *f = fopen(argv[1], "rb");
  if (!f) { perror(argv[1]); return 2; }
  fseek(f, 0, SEEK_END);
  long size = ftell(f);
  fseek(f, 0, SEEK_SET);
  unsigned char *buf = malloc(size > 0 ? (size_t)size : 1);
  if (!buf || fread(buf, 1, (size_t)size, f) != (size_t)size) { fprintf(stderr, "read failed\n"); return 2; }
  fclose(f);
  if (size < 12 || buf[0] != 'A' || buf[1] != 'S' || buf[2] != 'E' || buf[3] != 'F') { fprintf(stderr, "not ASE\n"); return 2; }
  long offset = 12, colors = 0;
  while (offset + 6 <= size) {
    unsigned type = (unsigned)buf[offset] << 8 | buf[offset + 1];
    uint32_t length = be32(buf + offset + 2);
    offset += 6;
    if ((uint64_t)offset + length > (uint64_t)size) { fprintf(stderr, "truncated\n"); return 2; }
    if (type == 0x0001) colors++;
    offset += length;
  }
  printf("%ld\n", colors);
  free(buf);
  return 0;
}
