// A digest of an image's pixels, recorded in the PNGs snapshot tests keep as
// references; see include/trellis_image.h.
//
// Verifying a snapshot against an identical reference is the common case;
// a digest of the new pixels, compared with the one the reference carries,
// settles it without inflating and unfiltering the reference (megabytes of
// fresh memory per screen). Four independent lanes of 64-bit multiply and
// rotate rounds (the scheme of xxHash64) read 32 bytes a step; two
// differently mixed 64-bit results make a 128-bit digest.

#include "trellis_image.h"

#include <string.h>

static const uint64_t prime1 = 0x9E3779B185EBCA87ull, prime2 = 0xC2B2AE3D27D4EB4Full, prime3 = 0x165667B19E3779F9ull,
                      prime4 = 0x85EBCA77C2B2AE63ull, prime5 = 0x27D4EB2F165667C5ull;

static inline uint64_t rotate(uint64_t value, int bits) { return value << bits | value >> (64 - bits); }

static inline uint64_t round_in(uint64_t lane, uint64_t input) { return rotate(lane + input * prime2, 31) * prime1; }

static inline uint64_t avalanche(uint64_t value) {
    value ^= value >> 33;
    value *= prime2;
    value ^= value >> 29;
    value *= prime3;
    return value ^ value >> 32;
}

static inline uint64_t word_at(const uint8_t *bytes) {
    uint64_t word;
    memcpy(&word, bytes, 8);
    return word;
}

void tt_pixel_digest(const uint8_t *bytes, size_t length, int32_t width, int32_t height, uint64_t digest[2]) {
    uint64_t seed = (uint64_t)(uint32_t)width << 32 | (uint32_t)height;
    uint64_t lanes[4] = {seed + prime1 + prime2, seed + prime2, seed, seed - prime1};
    size_t at = 0;
    for (; at + 32 <= length; at += 32)
        for (int lane = 0; lane < 4; lane++) lanes[lane] = round_in(lanes[lane], word_at(bytes + at + lane * 8));
    uint64_t tail = prime5 + length;
    for (; at + 8 <= length; at += 8) tail = rotate(tail ^ round_in(0, word_at(bytes + at)), 27) * prime1 + prime4;
    for (; at < length; at++) tail = rotate(tail ^ bytes[at] * prime5, 11) * prime1;
    uint64_t first = rotate(lanes[0], 1) + rotate(lanes[1], 7) + rotate(lanes[2], 12) + rotate(lanes[3], 18);
    uint64_t second = lanes[0] * prime3 ^ lanes[1] * prime4 ^ rotate(lanes[2], 29) ^ rotate(lanes[3], 41);
    digest[0] = avalanche(first ^ tail);
    digest[1] = avalanche(second + tail * prime2 + seed);
}
