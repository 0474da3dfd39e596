// How far an OpenType lookup looks around the glyph it changes (see
// trellis_text_internal.h), read from the GSUB or GPOS table itself:
// HarfBuzz tells which glyphs a lookup involves, not how many.

#include "trellis_text_internal.h"

/// A table's bytes, read with bounds checks: a read past the end gives 0 and
/// marks the table unreadable.
typedef struct {
    const uint8_t *bytes;
    unsigned length;
    int failed;
} Reader;

static unsigned u16(Reader *reader, unsigned offset) {
    if (offset + 2 > reader->length) {
        reader->failed = 1;
        return 0;
    }
    return (unsigned)reader->bytes[offset] << 8 | reader->bytes[offset + 1];
}

static unsigned u32(Reader *reader, unsigned offset) { return u16(reader, offset) << 16 | u16(reader, offset + 2); }

static void widen(TTLookupReach *reach, unsigned before, unsigned after) {
    if ((int32_t)before > reach->before) reach->before = (int32_t)before;
    if ((int32_t)after > reach->after) reach->after = (int32_t)after;
}

/// The rules of a contextual lookup's subtable (formats 1 and 2), whose
/// rule sets are counted at `count_at`: a sequence rule is its input glyph
/// count (the changed glyph anywhere among them); a chained one adds its
/// backtrack and lookahead counts.
static void read_rules(Reader *reader, unsigned subtable, unsigned count_at, int chained, TTLookupReach *reach) {
    unsigned set_count = u16(reader, subtable + count_at);
    for (unsigned s = 0; s < set_count && !reader->failed; s++) {
        unsigned set_offset = u16(reader, subtable + count_at + 2 + 2 * s);
        if (set_offset == 0) continue;
        unsigned set = subtable + set_offset;
        unsigned rule_count = u16(reader, set);
        for (unsigned r = 0; r < rule_count && !reader->failed; r++) {
            unsigned rule = set + u16(reader, set + 2 + 2 * r);
            unsigned backtrack = chained ? u16(reader, rule) : 0;
            unsigned input = u16(reader, chained ? rule + 2 + 2 * backtrack : rule);
            unsigned inner = input > 0 ? input - 1 : 0;
            unsigned lookahead = chained ? u16(reader, rule + 4 + 2 * backtrack + 2 * inner) : 0;
            widen(reach, backtrack + inner, lookahead + inner);
        }
    }
}

static void read_subtable(Reader *reader, int is_gpos, unsigned type, unsigned subtable, TTLookupReach *reach) {
    unsigned context = is_gpos ? 7 : 5, chained = is_gpos ? 8 : 6, extension = is_gpos ? 9 : 7;
    unsigned format = u16(reader, subtable);
    if (type == extension) {
        unsigned inner = u16(reader, subtable + 2);
        if (inner == extension) reader->failed = 1;  // an extension of an extension is malformed
        else read_subtable(reader, is_gpos, inner, subtable + u32(reader, subtable + 4), reach);
    } else if (type == context) {
        if (format == 1) read_rules(reader, subtable, 4, 0, reach);
        else if (format == 2) read_rules(reader, subtable, 6, 0, reach);
        else if (format == 3) {
            unsigned input = u16(reader, subtable + 2);
            if (input > 0) widen(reach, input - 1, input - 1);
        }
    } else if (type == chained) {
        if (format == 1) read_rules(reader, subtable, 4, 1, reach);
        else if (format == 2) read_rules(reader, subtable, 10, 1, reach);
        else if (format == 3) {
            unsigned backtrack = u16(reader, subtable + 2);
            unsigned input = u16(reader, subtable + 4 + 2 * backtrack);
            unsigned lookahead = u16(reader, subtable + 6 + 2 * backtrack + 2 * input);
            unsigned inner = input > 0 ? input - 1 : 0;
            widen(reach, backtrack + inner, lookahead + inner);
        }
    } else {
        // Single, multiple, alternate and ligature substitutions; single,
        // pair, cursive and mark positionings: a ligature's components or a
        // pair reach a few glyphs at most. Taken as far as the longest
        // ligature a font is likely to have.
        widen(reach, 8, 8);
    }
}

int tt_lookup_reach(hb_face_t *face, hb_tag_t table, unsigned index, TTLookupReach *reach) {
    *reach = (TTLookupReach){0, 0, 0};
    hb_blob_t *blob = hb_face_reference_table(face, table);
    unsigned length = 0;
    const char *data = hb_blob_get_data(blob, &length);
    Reader reader = {(const uint8_t *)data, length, data == NULL};
    unsigned lookup_list = u16(&reader, 8);
    if (index < u16(&reader, lookup_list)) {
        unsigned lookup = lookup_list + u16(&reader, lookup_list + 2 + 2 * index);
        unsigned type = u16(&reader, lookup);
        reach->flags = (uint16_t)u16(&reader, lookup + 2);
        unsigned subtable_count = u16(&reader, lookup + 4);
        for (unsigned s = 0; s < subtable_count && !reader.failed; s++)
            read_subtable(&reader, table == HB_OT_TAG_GPOS, type, lookup + u16(&reader, lookup + 6 + 2 * s), reach);
    } else {
        reader.failed = 1;
    }
    hb_blob_destroy(blob);
    return !reader.failed;
}
