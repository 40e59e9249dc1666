/* The same conversion as `palconv FILE.ase -o OUT.json`, written in C as a yardstick: read the
 * ASE file, decode every block into swatch records (UTF-8 names, groups, models, kinds), then
 * write the JSON document palconv writes, byte for byte, into a temporary file that is renamed
 * over OUT. Numbers are printed as palconv prints them: whole values below 2^23 as integers,
 * others as the shortest decimal that reads back as the same Float (a C port of palconv's own
 * ShortestFloat, a Ryu-style printer).
 *
 * It has no loss report, transforms, warnings or checks beyond what the decoding needs, so it
 * is a lower bound for the work palconv does, not a peer: `run.sh` compares its output with
 * palconv's and reports the time of both against the floor (`ase_walk.c`). Well-formed files
 * only: a malformed block stops it with exit status 2.
 *
 * With `--stream` it keeps no palette at all: each swatch is written as soon as it is decoded,
 * through a 64 KiB buffer flushed to the temporary file, which is as little work as the
 * conversion allows (and what a converter without a palette model, one that could not sort,
 * deduplicate or report losses, could do). The output bytes are the same.
 *
 *     ase_to_json [--stream] IN.ase OUT.json */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct {
  uint32_t name_start, name_length; /* UTF-8 bytes in the names arena; length 0 and no name */
  uint8_t has_name, model, kind, count; /* model: 0 rgb, 1 cmyk, 2 lab, 3 gray; kind: 0 process, 1 global, 2 spot */
  float values[4];
} swatch_t;

typedef struct {
  uint32_t name_start, name_length;
  uint8_t has_name;
  size_t first, count; /* range in the swatch array */
} group_t;

static unsigned char *names;
static size_t names_used, names_capacity;
static swatch_t *swatches;
static size_t swatch_count, swatch_capacity;
static group_t *groups;
static size_t group_count, group_capacity;

static void fail(const char *message) {
  fprintf(stderr, "ase_to_json: %s\n", message);
  exit(2);
}

static void *grow(void *array, size_t *capacity, size_t element) {
  *capacity = *capacity ? *capacity * 2 : 64;
  void *bigger = realloc(array, *capacity * element);
  if (!bigger) fail("out of memory");
  return bigger;
}

static uint16_t be16(const unsigned char *p) { return (uint16_t)(p[0] << 8 | p[1]); }
static uint32_t be32(const unsigned char *p) {
  return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

/* Decodes a name field (UTF-16BE unit count, units, trailing NULs dropped) into the arena. */
static const unsigned char *read_name(const unsigned char *p, const unsigned char *end,
                                      uint32_t *start, uint32_t *length, uint8_t *has_name) {
  if (end - p < 2) fail("block ends inside a name length");
  size_t declared = be16(p);
  p += 2;
  *has_name = declared > 0;
  *start = (uint32_t)names_used;
  *length = 0;
  if (declared == 0) return p;
  if ((size_t)(end - p) < 2 * declared) fail("name runs past its block");
  size_t units = declared;
  while (units > 0 && p[2 * units - 2] == 0 && p[2 * units - 1] == 0) units--;
  while (names_capacity - names_used < 3 * units + 4) names = grow(names, &names_capacity, 1);
  unsigned char *out = names + names_used;
  size_t ascii = 0;
  while (ascii < units && p[2 * ascii] == 0 && p[2 * ascii + 1] < 0x80) out[ascii] = p[2 * ascii + 1], ascii++;
  out += ascii;
  for (size_t i = ascii; i < units; i++) {
    uint32_t unit = be16(p + 2 * i);
    if (unit >= 0xD800 && unit <= 0xDFFF) {
      if (unit > 0xDBFF || i + 1 >= units) fail("unpaired surrogate");
      uint32_t low = be16(p + 2 * i + 2);
      if (low < 0xDC00 || low > 0xDFFF) fail("unpaired surrogate");
      unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00);
      i++;
    }
    if (unit < 0x80) {
      *out++ = (unsigned char)unit;
    } else if (unit < 0x800) {
      *out++ = (unsigned char)(0xC0 | unit >> 6);
      *out++ = (unsigned char)(0x80 | (unit & 0x3F));
    } else if (unit < 0x10000) {
      *out++ = (unsigned char)(0xE0 | unit >> 12);
      *out++ = (unsigned char)(0x80 | (unit >> 6 & 0x3F));
      *out++ = (unsigned char)(0x80 | (unit & 0x3F));
    } else {
      *out++ = (unsigned char)(0xF0 | unit >> 18);
      *out++ = (unsigned char)(0x80 | (unit >> 12 & 0x3F));
      *out++ = (unsigned char)(0x80 | (unit >> 6 & 0x3F));
      *out++ = (unsigned char)(0x80 | (unit & 0x3F));
    }
  }
  *length = (uint32_t)(out - (names + names_used));
  names_used += *length;
  return p + 2 * declared;
}

static int streaming, stream_descriptor;
static void stream_group(uint8_t has_name, uint32_t name_start, uint32_t name_length);
static void stream_swatch(const swatch_t *swatch);

static void append_group(uint8_t has_name, uint32_t name_start, uint32_t name_length) {
  if (streaming) {
    stream_group(has_name, name_start, name_length);
    return;
  }
  if (group_count == group_capacity) groups = grow(groups, &group_capacity, sizeof(group_t));
  groups[group_count++] = (group_t){name_start, name_length, has_name, swatch_count, 0};
}

static void decode(const unsigned char *bytes, size_t size) {
  if (size < 12 || memcmp(bytes, "ASEF", 4) != 0) fail("not an ASE file");
  size_t offset = 12;
  int in_group = 0, open_group_named = 0;
  while (offset < size) {
    if (size - offset < 6) fail("truncated block header");
    uint16_t type = be16(bytes + offset);
    size_t length = be32(bytes + offset + 2);
    const unsigned char *body = bytes + offset + 6;
    if (size - offset - 6 < length) fail("block runs past the end of the file");
    const unsigned char *end = body + length;
    offset += 6 + length;
    if (type == 0xC001) {
      uint32_t start = 0, name_length = 0;
      uint8_t has_name = 0;
      if (length > 0) read_name(body, end, &start, &name_length, &has_name);
      in_group = 1;
      open_group_named = has_name;
      if (has_name) append_group(1, start, name_length);
    } else if (type == 0xC002) {
      in_group = 0;
    } else if (type == 0x0001) {
      if (length == 0) continue;
      swatch_t swatch;
      const unsigned char *p =
          read_name(body, end, &swatch.name_start, &swatch.name_length, &swatch.has_name);
      if (end - p < 4) fail("colour block ends before its model");
      uint32_t key = 0;
      for (int i = 0; i < 4; i++) {
        unsigned char c = p[i];
        if (c == ' ' || c == 0) continue;
        key = key << 8 | (c >= 'a' && c <= 'z' ? c - 0x20 : c);
      }
      p += 4;
      switch (key) {
        case 0x524742: swatch.model = 0, swatch.count = 3; break;
        case 0x434D594B: swatch.model = 1, swatch.count = 4; break;
        case 0x4C4142: swatch.model = 2, swatch.count = 3; break;
        case 0x47524159: swatch.model = 3, swatch.count = 1; break;
        default: fail("unknown colour model");
      }
      if (end - p < 4 * swatch.count) fail("colour block ends inside its values");
      for (int i = 0; i < swatch.count; i++, p += 4) {
        uint32_t bits = be32(p);
        memcpy(&swatch.values[i], &bits, 4);
        if ((bits & 0x7F800000) == 0x7F800000) fail("value is NaN or infinite");
      }
      if (swatch.model == 2) swatch.values[0] = (float)((double)swatch.values[0] * 100);
      swatch.kind = 0;
      if (end - p >= 2) {
        uint16_t kind = be16(p);
        swatch.kind = kind == 0 ? 1 : kind == 1 ? 2 : 0;
      }
      int open_named = in_group && open_group_named;
      if (!open_named && !(group_count > 0 && !groups[group_count - 1].has_name))
        append_group(0, 0, 0);
      if (streaming) {
        stream_swatch(&swatch);
        continue;
      }
      if (swatch_count == swatch_capacity)
        swatches = grow(swatches, &swatch_capacity, sizeof(swatch_t));
      swatches[swatch_count++] = swatch;
      groups[group_count - 1].count++;
    }
  }
}

/* ---- Shortest Float text: a port of palconv's ShortestFloat. ---- */

static const uint64_t inverse_powers_of_five[] = {
    0x0800000000000001, 0x0666666666666667, 0x051EB851EB851EB9, 0x04189374BC6A7EFA,
    0x068DB8BAC710CB2A, 0x053E2D6238DA3C22, 0x0431BDE82D7B634E, 0x06B5FCA6AF2BD216,
    0x055E63B88C230E78, 0x044B82FA09B5A52D, 0x06DF37F675EF6EAE, 0x057F5FF85E592558,
    0x0465E6604B7A8447, 0x0709709A125DA071, 0x05A126E1A84AE6C1, 0x0480EBE7B9D58567,
    0x0734ACA5F6226F0B, 0x05C3BD5191B525A3, 0x049C97747490EAE9, 0x0760F253EDB4AB0E,
    0x05E72843249088D8, 0x04B8ED0283A6D3E0, 0x078E480405D7B966, 0x060B6CD004AC9452,
    0x04D5F0A66A23A9DB, 0x07BCB43D769F762B, 0x063090312BB2C4EF, 0x04F3A68DBC8F03F3,
    0x07EC3DAF94180651, 0x065697BFA9ACD1DA, 0x051212FFBAF0A7E2};

static const uint64_t powers_of_five[] = {
    0x1000000000000000, 0x1400000000000000, 0x1900000000000000, 0x1F40000000000000,
    0x1388000000000000, 0x186A000000000000, 0x1E84800000000000, 0x1312D00000000000,
    0x17D7840000000000, 0x1DCD650000000000, 0x12A05F2000000000, 0x174876E800000000,
    0x1D1A94A200000000, 0x12309CE540000000, 0x16BCC41E90000000, 0x1C6BF52634000000,
    0x11C37937E0800000, 0x16345785D8A00000, 0x1BC16D674EC80000, 0x1158E460913D0000,
    0x15AF1D78B58C4000, 0x1B1AE4D6E2EF5000, 0x10F0CF064DD59200, 0x152D02C7E14AF680,
    0x1A784379D99DB420, 0x108B2A2C28029094, 0x14ADF4B7320334B9, 0x19D971E4FE8401E7,
    0x1027E72F1F128130, 0x1431E0FAE6D7217C, 0x193E5939A08CE9DB, 0x1F8DEF8808B02452,
    0x13B8B5B5056E16B3, 0x18A6E32246C99C60, 0x1ED09BEAD87C0378, 0x13426172C74D822B,
    0x1812F9CF7920E2B6, 0x1E17B84357691B64, 0x12CED32A16A1B11E, 0x178287F49C4A1D66,
    0x1D6329F1C35CA4BF, 0x125DFA371A19E6F7, 0x16F578C4E0A060B5, 0x1CB2D6F618C878E3,
    0x11EFC659CF7D4B8D, 0x166BB7F0435C9E71, 0x1C06A5EC5433C60D, 0x118427B3B4A05BC8};

static int log10_pow2(int e) { return (e * 78913) >> 18; }
static int log10_pow5(int e) { return (e * 732923) >> 20; }
static int pow5_bits(int e) { return ((e * 1217359) >> 19) + 1; }

static int power_of_five_factor(uint32_t value) {
  int count = 0;
  while (value % 5 == 0) value /= 5, count++;
  return count;
}

static uint32_t multiply_shift(uint32_t m, uint64_t factor, int shift) {
  uint64_t low = (uint64_t)m * (factor & 0xFFFFFFFF);
  uint64_t high = (uint64_t)m * (factor >> 32);
  return (uint32_t)(((low >> 32) + high) >> (shift - 32));
}

static uint32_t shortest_digits(float value, int *exponent) {
  uint32_t bits;
  memcpy(&bits, &value, 4);
  uint32_t fraction = bits & 0x7FFFFF;
  int biased = (int)(bits >> 23 & 0xFF);
  int e2 = biased == 0 ? 1 - 127 - 23 - 2 : biased - 127 - 23 - 2;
  uint32_t m2 = biased == 0 ? fraction : (1u << 23) | fraction;
  int accept_bounds = (m2 & 1) == 0;
  uint32_t mv = 4 * m2, mp = 4 * m2 + 2;
  int lower_gap_is_half = fraction == 0 && biased > 1;
  uint32_t mm = 4 * m2 - (lower_gap_is_half ? 1 : 2);
  uint32_t vr, vp, vm, last_removed = 0;
  int e10, vm_zeros = 0, vr_zeros = 0;
  if (e2 >= 0) {
    int q = log10_pow2(e2);
    e10 = q;
    int shift = -e2 + q + 59 + pow5_bits(q) - 1;
    uint64_t factor = inverse_powers_of_five[q];
    vr = multiply_shift(mv, factor, shift);
    vp = multiply_shift(mp, factor, shift);
    vm = multiply_shift(mm, factor, shift);
    if (q != 0 && (vp - 1) / 10 <= vm / 10) {
      int previous = -e2 + q - 1 + 59 + pow5_bits(q - 1) - 1;
      last_removed = multiply_shift(mv, inverse_powers_of_five[q - 1], previous) % 10;
    }
    if (q <= 9) {
      if (mv % 5 == 0) vr_zeros = power_of_five_factor(mv) >= q;
      else if (accept_bounds) vm_zeros = power_of_five_factor(mm) >= q;
      else if (power_of_five_factor(mp) >= q) vp -= 1;
    }
  } else {
    int q = log10_pow5(-e2);
    e10 = q + e2;
    int i = -e2 - q;
    int shift = q - (pow5_bits(i) - 61);
    uint64_t factor = powers_of_five[i];
    vr = multiply_shift(mv, factor, shift);
    vp = multiply_shift(mp, factor, shift);
    vm = multiply_shift(mm, factor, shift);
    if (q != 0 && (vp - 1) / 10 <= vm / 10) {
      int previous = q - 1 - (pow5_bits(i + 1) - 61);
      last_removed = multiply_shift(mv, powers_of_five[i + 1], previous) % 10;
    }
    if (q <= 1) {
      vr_zeros = 1;
      if (accept_bounds) vm_zeros = !lower_gap_is_half;
      else vp -= 1;
    } else if (q < 31) {
      vr_zeros = (mv & ((1u << (q - 1)) - 1)) == 0;
    }
  }
  int removed = 0;
  uint32_t output;
  if (vm_zeros || vr_zeros) {
    while (vp / 10 > vm / 10) {
      vm_zeros = vm_zeros && vm % 10 == 0;
      vr_zeros = vr_zeros && last_removed == 0;
      last_removed = vr % 10;
      vr /= 10, vp /= 10, vm /= 10, removed++;
    }
    if (vm_zeros) {
      while (vm % 10 == 0) {
        vr_zeros = vr_zeros && last_removed == 0;
        last_removed = vr % 10;
        vr /= 10, vp /= 10, vm /= 10, removed++;
      }
    }
    if (vr_zeros && last_removed == 5 && vr % 2 == 0) last_removed = 4;
    int round_up = (vr == vm && (!accept_bounds || !vm_zeros)) || last_removed >= 5;
    output = vr + round_up;
  } else {
    int round_up = last_removed >= 5;
    if (vp / 100 > vm / 100) {
      round_up = vr % 100 >= 50;
      vr /= 100, vp /= 100, vm /= 100, removed += 2;
    }
    while (vp / 10 > vm / 10) {
      round_up = vr % 10 >= 5;
      vr /= 10, vp /= 10, vm /= 10, removed++;
    }
    output = vr + (vr == vm || round_up);
  }
  *exponent = e10 + removed;
  return output;
}

static int decimal_length(uint32_t v) {
  if (v >= 10000) {
    if (v >= 10000000) return v >= 1000000000 ? 10 : v >= 100000000 ? 9 : 8;
    return v >= 1000000 ? 7 : v >= 100000 ? 6 : 5;
  }
  return v >= 1000 ? 4 : v >= 100 ? 3 : v >= 10 ? 2 : 1;
}

static const char digit_pairs[] =
    "0001020304050607080910111213141516171819202122232425262728293031323334353637383940414243444546"
    "474849505152535455565758596061626364656667686970717273747576777879808182838485868788899091"
    "9293949596979899";

/* Writes `length` decimal digits of `value` ending just before `end`. */
static void write_digits(uint32_t value, int length, char *end) {
  while (length >= 2) {
    end -= 2;
    memcpy(end, digit_pairs + 2 * (value % 100), 2);
    value /= 100;
    length -= 2;
  }
  if (length == 1) end[-1] = (char)('0' + value % 10);
}

/* Writes the value as palconv's JSON writer does; returns the bytes written. */
static int write_number(float value, char *out) {
  char *start = out;
  if (signbit(value)) *out++ = '-', value = -value;
  if (value < 8388608.0f && value == truncf(value)) {
    uint32_t whole = (uint32_t)value;
    int length = decimal_length(whole);
    write_digits(whole, length, out + length);
    return (int)(out - start) + length;
  }
  int exponent;
  uint32_t digits = shortest_digits(value, &exponent);
  int length = decimal_length(digits);
  int scientific = length + exponent - 1;
  if (scientific < -4 || value > 16777216.0f) {
    write_digits(digits, length, out + 1 + length);
    out[0] = out[1];
    out += 1;
    if (length > 1) out[0] = '.', out += length;
    out[0] = 'e';
    out[1] = scientific < 0 ? '-' : '+';
    write_digits((uint32_t)abs(scientific), 2, out + 4);
    out += 4;
  } else if (scientific < 0) {
    *out++ = '0', *out++ = '.';
    for (int i = 0; i < -scientific - 1; i++) *out++ = '0';
    write_digits(digits, length, out + length);
    out += length;
  } else if (exponent >= 0) {
    write_digits(digits, length, out + length); /* a whole number: palconv drops the ".0" */
    out += length;
    for (int i = 0; i < exponent; i++) *out++ = '0';
  } else {
    int whole = scientific + 1;
    write_digits(digits, length, out + 1 + length);
    memmove(out, out + 1, (size_t)whole);
    out[whole] = '.';
    out += 1 + length;
  }
  return (int)(out - start);
}

/* ---- JSON output ---- */

static char *output;
static size_t output_used, output_capacity;

static void write_all(int descriptor, const char *bytes, size_t count) {
  while (count > 0) {
    ssize_t n = write(descriptor, bytes, count);
    if (n <= 0) fail("cannot write the output");
    bytes += n;
    count -= (size_t)n;
  }
}

static void reserve(size_t more) {
  if (streaming && output_used > 65536 - more) {
    write_all(stream_descriptor, output, output_used);
    output_used = 0;
  }
  while (output_capacity - output_used < more) output = grow(output, &output_capacity, 1);
}

/* Appends without a bounds check: callers reserve room for a whole swatch or line first. */
#define PUT(literal) \
  (memcpy(output + output_used, literal, sizeof(literal) - 1), output_used += sizeof(literal) - 1)

static void put_string(uint32_t start, uint32_t length) {
  const unsigned char *text = names + start;
  char *out = output + output_used;
  *out++ = '"';
  uint32_t plain = 0;
  while (plain < length && text[plain] >= 0x20 && text[plain] != '"' && text[plain] != '\\') plain++;
  memcpy(out, text, plain);
  out += plain;
  for (uint32_t i = plain; i < length; i++) {
    unsigned char c = text[i];
    if (c == '"' || c == '\\') *out++ = '\\', *out++ = (char)c;
    else if (c == '\n') *out++ = '\\', *out++ = 'n';
    else if (c == '\r') *out++ = '\\', *out++ = 'r';
    else if (c == '\t') *out++ = '\\', *out++ = 't';
    else if (c < 0x20) {
      memcpy(out, "\\u00", 4);
      out[4] = "0123456789abcdef"[c >> 4];
      out[5] = "0123456789abcdef"[c & 15];
      out += 6;
    } else *out++ = (char)c;
  }
  *out++ = '"';
  output_used = (size_t)(out - output);
}

/* The byte an sRGB component is exactly, or -1. */
static int exact_byte(float component) {
  if (!(component >= 0 && component <= 1)) return -1;
  double scaled = (double)component * 255;
  int byte = (int)(scaled + 0.5);
  float back = (float)((double)byte / 255);
  return memcmp(&back, &component, 4) == 0 ? byte : -1;
}

static void write_swatch(const swatch_t *s) {
  reserve(256 + 6 * (size_t)s->name_length);
  PUT("{ ");
  int first = 1;
  if (s->has_name) {
    PUT("\"name\": ");
    put_string(s->name_start, s->name_length);
    first = 0;
  }
  if (s->kind != 0) {
    if (!first) PUT(", ");
    PUT("\"kind\": ");
    if (s->kind == 1) PUT("\"global\"");
    else PUT("\"spot\"");
    first = 0;
  }
  if (!first) PUT(", ");
  int r = -1, g = -1, b = -1;
  if (s->model == 0) r = exact_byte(s->values[0]), g = exact_byte(s->values[1]), b = exact_byte(s->values[2]);
  if (r >= 0 && g >= 0 && b >= 0) {
    static const char hex[] = "0123456789ABCDEF";
    char text[] = "\"hex\": \"#000000\"";
    int channels[] = {r, g, b};
    for (int i = 0; i < 3; i++) text[9 + 2 * i] = hex[channels[i] >> 4], text[10 + 2 * i] = hex[channels[i] & 15];
    PUT(text);
  } else {
    switch (s->model) {
      case 0: PUT("\"model\": \"srgb\", \"values\": ["); break;
      case 1: PUT("\"model\": \"cmyk\", \"values\": ["); break;
      case 2: PUT("\"model\": \"lab\", \"values\": ["); break;
      default: PUT("\"model\": \"gray\", \"values\": ["); break;
    }
    for (int i = 0; i < s->count; i++) {
      if (i > 0) PUT(", ");
      output_used += (size_t)write_number(s->values[i], output + output_used);
    }
    PUT("]");
  }
  PUT(" }");
}

static void encode(void) {
  reserve(4096 + (size_t)swatch_count * 128);
  PUT("{\n  \"format\": \"palconv-palette\",\n  \"version\": 1,\n  \"groups\": ");
  if (group_count == 0) {
    PUT("[]\n}\n");
    return;
  }
  PUT("[");
  for (size_t g = 0; g < group_count; g++) {
    const group_t *group = &groups[g];
    reserve(64 + 6 * (size_t)group->name_length);
    if (g == 0) PUT("\n    {");
    else PUT(",\n    {");
    if (group->has_name) {
      PUT("\n      \"name\": ");
      put_string(group->name_start, group->name_length);
      PUT(",");
    }
    PUT("\n      \"swatches\": ");
    if (group->count == 0) {
      PUT("[]");
    } else {
      PUT("[");
      for (size_t i = 0; i < group->count; i++) {
        reserve(16);
        if (i == 0) PUT("\n        ");
        else PUT(",\n        ");
        write_swatch(&swatches[group->first + i]);
      }
      reserve(16);
      PUT("\n      ]");
    }
    reserve(16);
    PUT("\n    }");
  }
  reserve(16);
  PUT("\n  ]\n}\n");
}

/* Streaming: the group being written is the last one; group_count counts groups begun. */
static int stream_group_has_swatches;

static void stream_close_group(void) {
  reserve(32);
  if (stream_group_has_swatches) PUT("\n      ]\n    }");
  else PUT("[]\n    }");
}

static void stream_group(uint8_t has_name, uint32_t name_start, uint32_t name_length) {
  if (group_count > 0) stream_close_group();
  reserve(64 + 6 * (size_t)name_length);
  if (group_count == 0) PUT("[\n    {");
  else PUT(",\n    {");
  if (has_name) {
    PUT("\n      \"name\": ");
    put_string(name_start, name_length);
    PUT(",");
  }
  PUT("\n      \"swatches\": ");
  if (group_count == group_capacity) groups = grow(groups, &group_capacity, sizeof(group_t));
  groups[group_count++] = (group_t){0, 0, has_name, 0, 0};  /* only whether it is named */
  stream_group_has_swatches = 0;
  names_used = 0;
}

static void stream_swatch(const swatch_t *swatch) {
  reserve(16);
  if (stream_group_has_swatches) PUT(",\n        ");
  else PUT("[\n        ");
  stream_group_has_swatches = 1;
  write_swatch(swatch);
  names_used = 0;
}

int main(int argc, char **argv) {
  if (argc == 4 && strcmp(argv[1], "--stream") == 0) {
    streaming = 1;
    argv++;
    argc--;
  }
  if (argc != 3) {
    fprintf(stderr, "usage: ase_to_json [--stream] IN.ase OUT.json\n");
    return 64;
  }
  FILE *in = fopen(argv[1], "rb");
  if (!in) fail("cannot open the input");
  fseek(in, 0, SEEK_END);
  long size = ftell(in);
  fseek(in, 0, SEEK_SET);
  unsigned char *bytes = malloc(size > 0 ? (size_t)size : 1);
  if (!bytes || fread(bytes, 1, (size_t)size, in) != (size_t)size) fail("cannot read the input");
  fclose(in);
  size_t path_length = strlen(argv[2]);
  char *temporary = malloc(path_length + 8);
  memcpy(temporary, argv[2], path_length);
  memcpy(temporary + path_length, ".XXXXXX", 8);
  int descriptor = mkstemp(temporary);
  if (descriptor < 0) fail("cannot create the temporary file");
  if (streaming) {
    stream_descriptor = descriptor;
    reserve(128);
    PUT("{\n  \"format\": \"palconv-palette\",\n  \"version\": 1,\n  \"groups\": ");
    decode(bytes, (size_t)size);
    if (group_count > 0) {
      stream_close_group();
      reserve(16);
      PUT("\n  ]\n}\n");
    } else {
      reserve(16);
      PUT("[]\n}\n");
    }
  } else {
    decode(bytes, (size_t)size);
    encode();
  }
  write_all(descriptor, output, output_used);
  if (close(descriptor) != 0 || rename(temporary, argv[2]) != 0) fail("cannot replace the output");
  return 0;
}
