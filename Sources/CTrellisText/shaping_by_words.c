// Shaping a text without a Pango layout, most words found among those the
// font system shaped before (see trellis_text_internal.h and word_shapes.c).
//
// What Pango's layout does for a paragraph at no width limit, done with its
// public steps: itemize the paragraph in its base direction, find its break
// attributes (default breaks over the paragraph and its delimiter, each
// item's tailoring, the attributes' breaks), shape each item in the text the
// layout would give it. The one difference is how a left-to-right item whose
// every character is a cluster of its own is shaped: in pieces that end after
// a run of spaces. A piece shapes alike on its own and within its item unless
// it holds a glyph that a lookup of its font may change depending on what is
// across a space; such a piece is shaped with as many glyphs around it as
// those lookups look at, and only its own part taken. So the advances,
// clusters and extents come out as the layout's.

#include "trellis_text_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

int tt_shapes_by_words(const TTShapedText *text, const TTSpan *spans, int32_t span_count) {
    if (span_count == 0) return 0;
    for (int32_t i = 0; i < span_count; i++)
        if ((spans[i].kern != 0 && isfinite(spans[i].kern)) || spans[i].font.features) return 0;
    for (int32_t p = 0; p < text->paragraph_count; p++)
        if (text->paragraphs[p].count == 0) return 0;
    for (int32_t i = 0; i < text->length; i++) {
        const unsigned char byte = (unsigned char)text->utf8[i];
        // A tab; U+2028 LINE SEPARATOR (E2 80 A8).
        if (byte == '\t') return 0;
        if (byte == 0xE2 && i + 2 < text->length && (unsigned char)text->utf8[i + 1] == 0x80 &&
            (unsigned char)text->utf8[i + 2] == 0xA8)
            return 0;
    }
    return 1;
}

/// What a shaped piece measures besides its characters' advances.
typedef struct {
    int32_t ascent;
    int32_t descent;
    int32_t glyph_count;
} PieceMetrics;

/// An item being shaped, and scratch room for it.
typedef struct {
    TTShapedText *text;
    TTFontSystem *system;
    const PangoItem *item;
    int32_t chunk_start;      // the text the layout would shape the item in (bytes)
    int32_t chunk_end;
    int32_t paragraph_end;    // one past the paragraph's last character
    int32_t *widths;          // a shaped range's advances
    uint8_t *clusters;        // a piece's cluster starts
} ItemShaping;

/// Characters [start, end) of the item shaped as the layout shapes them,
/// their advances in `shaping->widths`.
typedef struct {
    PangoItem *piece;
    PangoGlyphString *glyphs;
    int32_t start;
} ShapedRange;

static ShapedRange shape_range(const ItemShaping *shaping, int32_t start, int32_t end) {
    TTShapedText *text = shaping->text;
    ShapedRange range = {pango_item_copy((PangoItem *)shaping->item), pango_glyph_string_new(), start};
    range.piece->offset = text->byte_offsets[start] - shaping->chunk_start;
    range.piece->length = text->byte_offsets[end] - text->byte_offsets[start];
    range.piece->num_chars = end - start;
    PangoShapeFlags flags =
        pango_context_get_round_glyph_positions(shaping->system->context) ? PANGO_SHAPE_ROUND_POSITIONS : PANGO_SHAPE_NONE;
    const char *chunk_text = text->utf8 + shaping->chunk_start;
    pango_shape_item(range.piece, chunk_text, shaping->chunk_end - shaping->chunk_start, text->log_attrs + start, range.glyphs, flags);
    PangoGlyphItem glyph_item = {range.piece, range.glyphs, 0, 0, 0};
    pango_glyph_item_get_logical_widths(&glyph_item, chunk_text, shaping->widths);
    return range;
}

static void free_range(ShapedRange *range) {
    pango_glyph_string_free(range->glyphs);
    pango_item_free(range->piece);
}

/// Writes the advances and cluster starts of characters [start, end) of a
/// shaped range into the text: their metrics. Their glyphs are looked for
/// from `*glyph` on (left to right, they follow each other), which is left
/// at the first glyph after them.
static PieceMetrics take_from_range(const ItemShaping *shaping, const ShapedRange *range, int32_t start, int32_t end, int *glyph) {
    TTShapedText *text = shaping->text;
    memcpy(text->log_widths + start, shaping->widths + (start - range->start), sizeof(int32_t) * (size_t)(end - start));
    int32_t range_byte = text->byte_offsets[range->start];
    int32_t from = text->byte_offsets[start] - range_byte, to = text->byte_offsets[end] - range_byte;
    const PangoGlyphString *glyphs = range->glyphs;
    int g = *glyph;
    while (g < glyphs->num_glyphs && glyphs->log_clusters[g] < from) g++;
    int first = g;
    for (; g < glyphs->num_glyphs && glyphs->log_clusters[g] < to; g++)
        text->flags[tt_char_at_byte(text, range_byte + glyphs->log_clusters[g])] |= TT_CLUSTER_START;
    *glyph = g;
    if (g == first) return (PieceMetrics){0, 0, 0};
    PangoRectangle logical;
    pango_glyph_string_extents_range(range->glyphs, first, g, range->piece->analysis.font, NULL, &logical);
    return (PieceMetrics){-logical.y, logical.height + logical.y, g - first};
}

/// Whether the piece [start, end) may be kept among the words shaped: it
/// has nothing or a space before it, and ends with a space or its paragraph.
static int is_keepable(const ItemShaping *shaping, int32_t start, int32_t end) {
    const TTShapedText *text = shaping->text;
    int32_t byte_start = text->byte_offsets[start], byte_end = text->byte_offsets[end];
    return (byte_start == shaping->chunk_start || text->utf8[byte_start - 1] == ' ') &&
           (byte_end == shaping->chunk_end || text->utf8[byte_end - 1] == ' ' || end == shaping->paragraph_end);
}

/// Writes a piece found among the words shaped before into the text.
static PieceMetrics take_known(const ItemShaping *shaping, const TTWordShape *known, int32_t start) {
    TTShapedText *text = shaping->text;
    text->reused_words++;
    memcpy(text->log_widths + start, known->log_widths, sizeof(int32_t) * (size_t)known->char_count);
    for (int32_t i = 0; i < known->char_count; i++)
        if (known->cluster_starts[i]) text->flags[start + i] |= TT_CLUSTER_START;
    return (PieceMetrics){known->ascent, known->descent, known->glyph_count};
}

/// Keeps the piece [start, end), as written into the text, among the words shaped.
static void keep_piece(const ItemShaping *shaping, int32_t start, int32_t end, PieceMetrics metrics) {
    TTShapedText *text = shaping->text;
    int32_t count = end - start, byte_start = text->byte_offsets[start];
    for (int32_t i = 0; i < count; i++) shaping->clusters[i] = (text->flags[start + i] & TT_CLUSTER_START) != 0;
    TTWordShape shape = {.char_count = count, .ascent = metrics.ascent, .descent = metrics.descent, .glyph_count = metrics.glyph_count};
    tt_word_shapes_insert(shaping->system->word_shapes, &shaping->item->analysis, text->utf8 + byte_start,
                          text->byte_offsets[end] - byte_start, &shape, text->log_widths + start, shaping->clusters);
}

/// Shapes a run's item whole, as the layout does.
static void shape_whole(const ItemShaping *shaping, TTRun *run) {
    TTShapedText *text = shaping->text;
    ShapedRange range = shape_range(shaping, run->start, run->start + run->count);
    memcpy(text->log_widths + run->start, shaping->widths, sizeof(int32_t) * (size_t)run->count);
    // Every glyph (in visual order when right to left).
    int32_t range_byte = text->byte_offsets[run->start];
    for (int g = 0; g < range.glyphs->num_glyphs; g++)
        text->flags[tt_char_at_byte(text, range_byte + range.glyphs->log_clusters[g])] |= TT_CLUSTER_START;
    PangoRectangle logical;
    pango_glyph_string_extents(range.glyphs, range.piece->analysis.font, NULL, &logical);
    run->ascent = -logical.y;
    run->descent = logical.height + logical.y;
    free_range(&range);
}

/// One piece of an item: where it starts, whether its shape may depend on
/// its neighbours, its shape once known.
typedef struct {
    int32_t start;
    int keepable;
    int sensitive;
    int known;                   // found among the words shaped before (and taken)
    PieceMetrics metrics;
} Piece;

/// How many glyphs piece `p` surely had when a lookup looked at it: its
/// glyphs or its characters, the fewer (ligatures made before the lookup
/// leave fewer glyphs than characters, decompositions more).
static int32_t context_glyphs(const Piece *pieces, int32_t p) {
    int32_t characters = pieces[p + 1].start - pieces[p].start;
    return pieces[p].metrics.glyph_count < characters ? pieces[p].metrics.glyph_count : characters;
}

/// Shapes a run's item in pieces that end after spaces (see the top of
/// this file): pieces shaped before are taken as they were; consecutive
/// pieces not shaped before are shaped together and kept; pieces whose
/// shape may depend on their neighbours are shaped with as many glyphs
/// around them as the font's lookups look at.
static void shape_in_pieces(const ItemShaping *shaping, const TTScriptShaping *script, TTRun *run, Piece *pieces) {
    TTShapedText *text = shaping->text;
    int32_t run_end = run->start + run->count;
    // Only text whose every character is a cluster of its own (no marks,
    // joiners or selectors, whose clusters can reach across pieces) is
    // shaped in pieces; other text whole.
    for (int32_t i = run->start; i < run_end; i++)
        if (!text->log_attrs[i].is_cursor_position) {
            shape_whole(shaping, run);
            return;
        }
    // Each piece to the end of the spaces after a word.
    int32_t count = 0;
    for (int32_t i = run->start; i < run_end; i++)
        if (i == run->start || (text->utf8[text->byte_offsets[i] - 1] == ' ' && text->utf8[text->byte_offsets[i]] != ' '))
            pieces[count++] = (Piece){.start = i};
    pieces[count].start = run_end;
    for (int32_t p = 0; p < count; p++) {
        Piece *piece = &pieces[p];
        int32_t start = piece->start, end = pieces[p + 1].start, bytes = text->byte_offsets[start];
        piece->sensitive = tt_script_shaping_is_sensitive(script, text->utf8 + bytes, text->byte_offsets[end] - bytes);
        piece->keepable = is_keepable(shaping, start, end);
        if (!piece->sensitive && piece->keepable) {
            const TTWordShape *known = tt_word_shapes_find(shaping->system->word_shapes, &shaping->item->analysis,
                                                           text->utf8 + bytes, text->byte_offsets[end] - bytes);
            // Taken at once: keeping new pieces below may empty the table.
            if (known) piece->metrics = take_known(shaping, known, start);
            piece->known = known != NULL;
        }
    }
    for (int32_t p = 0; p < count;) {
        if (pieces[p].known || pieces[p].sensitive) {
            p++;
            continue;
        }
        // Pieces not shaped before, shaped together (none depends on the others) and kept.
        int32_t last = p + 1;
        while (last < count && !pieces[last].known && !pieces[last].sensitive) last++;
        ShapedRange range = shape_range(shaping, pieces[p].start, pieces[last].start);
        for (int glyph = 0; p < last; p++) {
            int32_t start = pieces[p].start, end = pieces[p + 1].start;
            pieces[p].metrics = take_from_range(shaping, &range, start, end, &glyph);
            if (pieces[p].keepable) keep_piece(shaping, start, end, pieces[p].metrics);
        }
        free_range(&range);
    }
    for (int32_t first = 0; first < count; first++) {
        if (!pieces[first].sensitive) continue;
        // The sensitive pieces from `first` to `last`, with enough glyphs of
        // other pieces around them (sensitive ones met on the way join them).
        int32_t last = first, window_end = first + 1, seen = 0;
        for (; window_end < count && seen < script->after; window_end++) {
            if (pieces[window_end].sensitive) {
                last = window_end;
                seen = 0;
            } else {
                seen += context_glyphs(pieces, window_end);
            }
        }
        int32_t window_start = first;
        for (seen = 0; window_start > 0 && seen < script->before;) {
            window_start--;
            seen = pieces[window_start].sensitive ? 0 : seen + context_glyphs(pieces, window_start);
        }
        ShapedRange range = shape_range(shaping, pieces[window_start].start, pieces[window_end].start);
        int glyph = 0;
        PieceMetrics metrics = take_from_range(shaping, &range, pieces[first].start, pieces[last + 1].start, &glyph);
        free_range(&range);
        for (int32_t p = first; p <= last; p++) pieces[p].metrics = metrics;
        first = last;
    }
    for (int32_t p = 0; p < count; p++) {
        if (pieces[p].metrics.ascent > run->ascent) run->ascent = pieces[p].metrics.ascent;
        if (pieces[p].metrics.descent > run->descent) run->descent = pieces[p].metrics.descent;
    }
}

/// The break attributes of paragraph `p`, as Pango's layout finds them.
static void find_breaks(TTShapedText *text, PangoAttrList *attributes, const ParagraphBytes *bytes, int32_t p, GList *items) {
    const TTParagraph *paragraph = &text->paragraphs[p];
    int32_t start = bytes[p].start, length = bytes[p].end - start;
    int32_t count = paragraph->count + paragraph->delimiter + 1;
    PangoLogAttr *attrs = text->log_attrs + paragraph->start;
    pango_default_break(text->utf8 + start, length, NULL, attrs, count);
    int32_t offset = 0;
    for (GList *l = items; l; l = l->next) {
        PangoItem *item = l->data;
        pango_tailor_break(text->utf8 + item->offset, item->length, &item->analysis, -1, attrs + offset, item->num_chars + 1);
        offset += item->num_chars;
    }
    if (items) pango_attr_break(text->utf8 + start, length, attributes, start, attrs, count);
}

int tt_shape_chunk_by_words(TTShapedText *text, TTFontSystem *system, PangoAttrList *attributes, const TTFontSpec *single_font,
                            const ParagraphBytes *bytes, int32_t first, int32_t last, int32_t end, PangoDirection *direction) {
    int32_t chunk_start = bytes[first].start;
    text->owns_items = 1;
    // Scratch room for the pieces of an item (at most a paragraph).
    int32_t longest = 0;
    for (int32_t p = first; p < last; p++)
        if (text->paragraphs[p].count > longest) longest = text->paragraphs[p].count;
    ItemShaping shaping = {
        .text = text,
        .system = system,
        .chunk_start = chunk_start,
        .chunk_end = end,
        .widths = malloc(sizeof(int32_t) * (size_t)(longest + 1)),
        .clusters = malloc((size_t)longest + 1),
    };
    Piece *pieces = malloc(sizeof(Piece) * (size_t)(longest + 2));

    for (int32_t p = first; p < last; p++) {
        TTParagraph *paragraph = &text->paragraphs[p];
        // A paragraph without a strong character takes the direction of the one before.
        if (bytes[p].direction != PANGO_DIRECTION_NEUTRAL) *direction = bytes[p].direction;
        int32_t content_end = text->byte_offsets[paragraph->start + paragraph->count];
        int32_t length = content_end - bytes[p].start;
        // Plain text in one font, left to right, is one item like the last such paragraph's.
        int plain = single_font && *direction == PANGO_DIRECTION_LTR ? tt_plain_paragraph_kind(text->utf8 + bytes[p].start, length) : 0;
        GList *items = plain ? tt_word_shapes_plain_item(system->word_shapes, single_font, plain, text->utf8, bytes[p].start, length) : NULL;
        if (!items) {
            items = pango_itemize_with_base_dir(system->context, *direction, text->utf8, bytes[p].start, length, attributes, NULL);
            if (plain && items && !items->next) tt_word_shapes_keep_plain_item(system->word_shapes, single_font, plain, items->data);
        }
        find_breaks(text, attributes, bytes, p, items);

        int32_t item_count = (int32_t)g_list_length(items);
        text->runs = realloc(text->runs, sizeof(TTRun) * (size_t)(text->run_count + item_count + 1));
        text->items = realloc(text->items, sizeof(PangoItem *) * (size_t)(text->run_count + item_count + 1));
        paragraph->ascent = 0;
        paragraph->descent = 0;
        shaping.paragraph_end = paragraph->start + paragraph->count;
        for (GList *l = items; l; l = l->next) {
            PangoItem *item = l->data;
            TTRun *run = &text->runs[text->run_count];
            memset(run, 0, sizeof(TTRun));
            text->items[text->run_count++] = item;
            run->start = tt_char_at_byte(text, item->offset);
            run->count = item->num_chars;
            run->paragraph = p;
            run->is_rtl = item->analysis.level % 2;
            run->approximate_char_width =
                tt_word_shapes_approximate_char_width(system->word_shapes, item->analysis.font, item->analysis.language);
            shaping.item = item;
            const TTScriptShaping *script = tt_word_shapes_script(system->word_shapes, &item->analysis);
            if (script) shape_in_pieces(&shaping, script, run, pieces);
            else shape_whole(&shaping, run);
            for (int32_t i = run->start; i < run->start + run->count; i++) run->width += text->log_widths[i];
            if (run->ascent > paragraph->ascent) paragraph->ascent = run->ascent;
            if (run->descent > paragraph->descent) paragraph->descent = run->descent;
        }
        g_list_free(items);
    }
    free(shaping.widths);
    free(shaping.clusters);
    free(pieces);
    return 1;
}
