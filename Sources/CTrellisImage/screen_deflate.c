// A deflate writer made for screens (see screen_deflate.h).
//
// A general LZ77 matcher hashes every position and walks chains of earlier
// ones. A screen's bytes mostly repeat the pixel to their left (flat fills,
// lines) or the row above (every row of a plain area, the unchanged margins
// beside text), so those two distances are tried first, by comparing eight
// bytes at a time; only where neither matches (glyph edges, images) does a
// one-entry hash table of four-byte sequences look further back, where text
// repeats its letters. Everything goes into one block of deflate's fixed
// Huffman codes: no frequencies are counted and no code tables are written,
// so the whole image is one pass over its bytes.

#include "screen_deflate.h"

#include <stdlib.h>
#include <string.h>

#include <libdeflate.h>

/// Deflate's window: no match may reach further back.
#define WINDOW 32768
#define MIN_MATCH 3
#define MAX_MATCH 258
/// Bits of the hash of four bytes.
#define HASH_BITS 15
/// A match at least this long from the two near distances is taken without
/// asking the hash table for a longer one.
#define GOOD_ENOUGH 16

/// Bits written least significant first, as deflate packs them.
typedef struct {
    uint64_t bits;
    int count;
    uint8_t *at;
    uint8_t *end;
} BitWriter;

/// Appends the `count` low bits of `value` (count ≤ 32). Returns 0 when the output is full.
static inline int put_bits(BitWriter *writer, uint32_t value, int count) {
    writer->bits |= (uint64_t)value << writer->count;
    writer->count += count;
    if (writer->count >= 32) {
        if (writer->end - writer->at < 4) return 0;
        uint32_t word = (uint32_t)writer->bits;
        writer->at[0] = (uint8_t)word;
        writer->at[1] = (uint8_t)(word >> 8);
        writer->at[2] = (uint8_t)(word >> 16);
        writer->at[3] = (uint8_t)(word >> 24);
        writer->at += 4;
        writer->bits >>= 32;
        writer->count -= 32;
    }
    return 1;
}

/// `code`, `length` bits long, with its bits reversed: Huffman codes are
/// defined most significant bit first but packed least significant first.
static uint32_t reversed(uint32_t code, int length) {
    uint32_t result = 0;
    for (int i = 0; i < length; i++) result |= ((code >> i) & 1u) << (length - 1 - i);
    return result;
}

/// The fixed literal/length code of a symbol (RFC 1951, 3.2.6), ready to put.
static void fixed_code(int symbol, uint32_t *code, int *length) {
    if (symbol < 144) *code = reversed(0x30u + (uint32_t)symbol, *length = 8);
    else if (symbol < 256) *code = reversed(0x190u + (uint32_t)(symbol - 144), *length = 9);
    else if (symbol < 280) *code = reversed((uint32_t)(symbol - 256), *length = 7);
    else *code = reversed(0xC0u + (uint32_t)(symbol - 280), *length = 8);
}

/// What a literal or a match length costs to put: its code and any extra bits, as one value.
typedef struct {
    uint32_t bits;
    int count;
} Encoding;

/// The codes of the 256 literals and of every match length, and the end of the block.
typedef struct {
    Encoding literals[256];
    Encoding lengths[MAX_MATCH + 1];
    Encoding end_of_block;
} FixedCodes;

static void make_fixed_codes(FixedCodes *codes) {
    for (int symbol = 0; symbol < 256; symbol++)
        fixed_code(symbol, &codes->literals[symbol].bits, &codes->literals[symbol].count);
    fixed_code(256, &codes->end_of_block.bits, &codes->end_of_block.count);
    // Length symbols 257…284 cover 3…257 in groups whose extra bits grow by one every four symbols.
    int length = MIN_MATCH;
    for (int symbol = 257; symbol <= 284; symbol++) {
        int extra = symbol < 265 ? 0 : (symbol - 261) / 4;
        for (int offset = 0; offset < (1 << extra) && length < MAX_MATCH; offset++, length++) {
            uint32_t code;
            int count;
            fixed_code(symbol, &code, &count);
            codes->lengths[length] = (Encoding){code | (uint32_t)offset << count, count + extra};
        }
    }
    // 258 has a symbol of its own.
    fixed_code(285, &codes->lengths[MAX_MATCH].bits, &codes->lengths[MAX_MATCH].count);
}

/// A distance's fixed code (five bits) and extra bits, as one value.
static inline Encoding distance_encoding(uint32_t distance) {
    uint32_t symbol, extra = 0, value = 0;
    if (distance <= 4) {
        symbol = distance - 1;
    } else {
        uint32_t d = distance - 1;
        uint32_t top = 31u - (uint32_t)__builtin_clz(d);  // ≥ 2
        extra = top - 1;
        symbol = 2 * top + ((d >> extra) & 1u);
        value = d & ((1u << extra) - 1u);
    }
    return (Encoding){reversed(symbol, 5) | value << 5, 5 + (int)extra};
}

/// How many bytes from `a` equal those from `b`, up to `limit`.
static inline size_t match_length(const uint8_t *a, const uint8_t *b, size_t limit) {
    size_t count = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    while (count + 8 <= limit) {
        uint64_t x, y;
        memcpy(&x, a + count, 8);
        memcpy(&y, b + count, 8);
        if (x != y) return count + (size_t)(__builtin_ctzll(x ^ y) >> 3);
        count += 8;
    }
#endif
    while (count < limit && a[count] == b[count]) count++;
    return count;
}

static inline uint32_t hash4(const uint8_t *bytes) {
    uint32_t word;
    memcpy(&word, bytes, 4);
    return (word * 2654435761u) >> (32 - HASH_BITS);
}

size_t tt_screen_deflate_bound(size_t length) {
    // Nine bits a literal at worst, the block's three bits and end code, the zlib header and checksum.
    return length + length / 8 + 16;
}

size_t tt_screen_deflate(const uint8_t *data, size_t length, size_t row_length, size_t pixel_length,
                         uint8_t *out, size_t capacity) {
    if (capacity < 8) return 0;
    // Positions plus one, so that zero is an empty slot.
    uint32_t *recent = calloc((size_t)1 << HASH_BITS, sizeof(uint32_t));
    if (!recent) return 0;
    FixedCodes codes;
    make_fixed_codes(&codes);

    out[0] = 0x78;  // deflate with a 32 KiB window
    out[1] = 0x01;  // the fastest level; (0x78 · 256 + 0x01) is a multiple of 31
    BitWriter writer = {.bits = 0, .count = 0, .at = out + 2, .end = out + capacity};
    int ok = put_bits(&writer, 1 | 1 << 1, 3);  // the final block, fixed codes
    size_t above = row_length <= WINDOW ? row_length : 0;
    size_t left = pixel_length <= WINDOW ? pixel_length : 0;

    for (size_t at = 0; at < length && ok;) {
        size_t limit = length - at < MAX_MATCH ? length - at : MAX_MATCH;
        size_t best = 0, distance = 0;
        if (above && at >= above) {
            best = match_length(data + at, data + at - above, limit);
            distance = above;
        }
        if (left && best < limit && at >= left) {
            size_t count = match_length(data + at, data + at - left, limit);
            if (count > best) best = count, distance = left;
        }
        if (best < GOOD_ENOUGH && limit >= 4) {
            uint32_t slot = hash4(data + at);
            size_t earlier = recent[slot];
            recent[slot] = (uint32_t)(at + 1);
            if (earlier && at + 1 - earlier <= WINDOW) {
                size_t count = match_length(data + at, data + earlier - 1, limit);
                if (count > best) best = count, distance = at + 1 - earlier;
            }
        }
        if (best >= MIN_MATCH) {
            Encoding length_code = codes.lengths[best], distance_code = distance_encoding((uint32_t)distance);
            ok = put_bits(&writer, length_code.bits, length_code.count) &&
                 put_bits(&writer, distance_code.bits, distance_code.count);
            at += best;
        } else {
            Encoding literal = codes.literals[data[at]];
            ok = put_bits(&writer, literal.bits, literal.count);
            at++;
        }
    }
    free(recent);
    ok = ok && put_bits(&writer, codes.end_of_block.bits, codes.end_of_block.count);
    // What is left of the last byte, then the Adler-32 of the data, most significant byte first.
    size_t tail = (size_t)(writer.count + 7) / 8;
    if (!ok || (size_t)(writer.end - writer.at) < tail + 4) return 0;
    for (size_t i = 0; i < tail; i++) *writer.at++ = (uint8_t)(writer.bits >> (8 * i));
    uint32_t checksum = libdeflate_adler32(1, data, length);
    writer.at[0] = (uint8_t)(checksum >> 24);
    writer.at[1] = (uint8_t)(checksum >> 16);
    writer.at[2] = (uint8_t)(checksum >> 8);
    writer.at[3] = (uint8_t)checksum;
    return (size_t)(writer.at + 4 - out);
}
