// Shaping a text once for line breaking at any width (see trellis_text.h).

#include "trellis_text_internal.h"

#include <stdlib.h>
#include <string.h>

// Pango lays a text out a chunk of whole paragraphs at a time, each chunk at
// least this many bytes (but for the last): a layout takes time quadratic in
// the number of paragraphs it holds (it counts characters from the start of
// its text for each one), while it itemizes, shapes and breaks every
// paragraph on its own, so chunks give the runs, breaks and metrics of one
// layout of the whole text.
#define TT_CHUNK_BYTES 2048

static int compare_runs(const void *a, const void *b) {
    const PangoLayoutRun *x = *(PangoLayoutRun *const *)a, *y = *(PangoLayoutRun *const *)b;
    return x->item->offset - y->item->offset;
}

static int item_letter_spacing(const PangoItem *item) {
    for (GSList *l = item->analysis.extra_attrs; l; l = l->next) {
        PangoAttribute *attribute = l->data;
        if (attribute->klass->type == PANGO_ATTR_LETTER_SPACING) return ((PangoAttrInt *)attribute)->value;
    }
    return 0;
}

/// Finds the paragraphs as Pango's layout finds them, filling `text->paragraphs`
/// (but their heights) and `bytes`; returns how many.
static int32_t find_paragraphs(TTShapedText *text, ParagraphBytes **bytes) {
    int32_t capacity = 4, count = 0;
    text->paragraphs = malloc(sizeof(TTParagraph) * (size_t)capacity);
    *bytes = malloc(sizeof(ParagraphBytes) * (size_t)capacity);
    int32_t byte = 0;
    for (;;) {
        int delimiter_index = 0, next_index = 0;
        pango_find_paragraph_boundary(text->utf8 + byte, text->length - byte, &delimiter_index, &next_index);
        if (count == capacity) {
            capacity *= 2;
            text->paragraphs = realloc(text->paragraphs, sizeof(TTParagraph) * (size_t)capacity);
            *bytes = realloc(*bytes, sizeof(ParagraphBytes) * (size_t)capacity);
        }
        TTParagraph *paragraph = &text->paragraphs[count];
        int32_t start = tt_char_at_byte(text, byte);
        int32_t end = tt_char_at_byte(text, byte + delimiter_index);
        paragraph->start = start;
        paragraph->count = end - start;
        paragraph->delimiter = tt_char_at_byte(text, byte + next_index) - end;
        PangoDirection direction = pango_find_base_dir(text->utf8 + byte, delimiter_index);
        // A paragraph with no strong character takes the previous one's direction.
        if (direction == PANGO_DIRECTION_NEUTRAL)
            paragraph->is_rtl = count > 0 ? text->paragraphs[count - 1].is_rtl : 0;
        else
            paragraph->is_rtl = direction == PANGO_DIRECTION_RTL;
        (*bytes)[count] = (ParagraphBytes){byte, byte + next_index, direction};
        count++;
        if (byte + delimiter_index >= text->length) break;
        byte += next_index;
    }
    return count;
}

/// Lays out paragraphs [first, last) (bytes [start, end) of the text) as one
/// Pango layout, and takes their break attributes, heights and runs.
static int shape_chunk(TTShapedText *text, TTFontSystem *system, const TTSpan *spans, int32_t span_count,
                       const ParagraphBytes *bytes, int32_t first, int32_t last, int32_t end, int continues_rtl) {
    int32_t start = bytes[first].start;
    // The spans over the chunk, clipped to it and counted from its start.
    TTSpan *clipped = malloc(sizeof(TTSpan) * (size_t)(span_count + 1));
    int32_t clipped_count = 0;
    for (int32_t i = 0; i < span_count; i++) {
        int32_t from = spans[i].start > start ? spans[i].start : start, to = spans[i].end < end ? spans[i].end : end;
        if (from >= to) continue;
        clipped[clipped_count] = spans[i];
        clipped[clipped_count].start = from - start;
        clipped[clipped_count].end = to - start;
        clipped_count++;
    }
    // Paragraphs without a strong direction before the chunk's first strong one (if any) continue the text's direction.
    PangoContext *context = continues_rtl ? system->rtl_context : system->context;
    PangoLayout *layout = tt_make_layout(context, text->utf8 + start, end - start, span_count > 0 ? &spans[0].font : NULL,
                                         clipped, clipped_count);
    free(clipped);
    if (!layout) return 0;
    pango_layout_set_width(layout, -1);
    text->layouts[text->layout_count++] = layout;

    int n_attrs = 0;
    const PangoLogAttr *attrs = pango_layout_get_log_attrs_readonly(layout, &n_attrs);
    int32_t first_char = tt_char_at_byte(text, start);
    // The attributes at the chunk's end are the next chunk's first (but after the last chunk).
    int32_t taken = end == text->length ? n_attrs : n_attrs - 1;
    memcpy(text->log_attrs + first_char, attrs, sizeof(PangoLogAttr) * (size_t)taken);

    // The first line starting in a paragraph gives its empty height.
    PangoLayoutIter *line_iter = pango_layout_get_iter(layout);
    for (int32_t p = first; p < last; p++) {
        PangoRectangle logical = {0, 0, 0, 0};
        while (line_iter && pango_layout_iter_get_line_readonly(line_iter)->start_index < bytes[p].start - start)
            if (!pango_layout_iter_next_line(line_iter)) break;
        if (line_iter) pango_layout_line_get_extents(pango_layout_iter_get_line_readonly(line_iter), NULL, &logical);
        text->paragraphs[p].ascent = -logical.y;
        text->paragraphs[p].descent = logical.height + logical.y;
    }
    pango_layout_iter_free(line_iter);

    // Runs, in logical order, with their characters' advances.
    int32_t run_count = 0;
    for (GSList *l = pango_layout_get_lines_readonly(layout); l; l = l->next)
        run_count += (int32_t)g_slist_length(((PangoLayoutLine *)l->data)->runs);
    PangoLayoutRun **sorted = malloc(sizeof(PangoLayoutRun *) * (size_t)(run_count + 1));
    int32_t sorted_count = 0;
    for (GSList *l = pango_layout_get_lines_readonly(layout); l; l = l->next)
        for (GSList *r = ((PangoLayoutLine *)l->data)->runs; r; r = r->next) sorted[sorted_count++] = r->data;
    qsort(sorted, (size_t)sorted_count, sizeof(PangoLayoutRun *), compare_runs);
    text->runs = realloc(text->runs, sizeof(TTRun) * (size_t)(text->run_count + sorted_count + 1));
    text->items = realloc(text->items, sizeof(PangoItem *) * (size_t)(text->run_count + sorted_count + 1));
    int32_t paragraph = first;
    const char *chunk_text = pango_layout_get_text(layout);
    for (int32_t i = 0; i < sorted_count; i++) {
        PangoLayoutRun *run = sorted[i];
        PangoItem *item = run->item;
        TTRun *out = &text->runs[text->run_count];
        memset(out, 0, sizeof(TTRun));
        text->items[text->run_count++] = item;
        out->start = tt_char_at_byte(text, start + item->offset);
        out->count = item->num_chars;
        while (paragraph + 1 < last && text->paragraphs[paragraph + 1].start <= out->start) paragraph++;
        out->paragraph = paragraph;
        out->width = pango_glyph_string_get_width(run->glyphs);
        PangoRectangle logical;
        pango_glyph_string_extents(run->glyphs, item->analysis.font, NULL, &logical);
        out->ascent = -logical.y;
        out->descent = logical.height + logical.y;
        out->approximate_char_width =
            tt_word_shapes_approximate_char_width(system->word_shapes, item->analysis.font, item->analysis.language);
        out->is_tab = chunk_text[item->offset] == '\t';
        out->is_line_separator = g_utf8_get_char(chunk_text + item->offset) == 0x2028;
        out->is_rtl = item->analysis.level % 2;
        pango_glyph_item_get_logical_widths(run, chunk_text, text->log_widths + out->start);
        for (int g = 0; g < run->glyphs->num_glyphs; g++)
            text->flags[tt_char_at_byte(text, start + item->offset + run->glyphs->log_clusters[g])] |= TT_CLUSTER_START;
    }
    free(sorted);
    return 1;
}

static TTShapedText *shape(TTFontSystem *system, const char *utf8, int32_t length, const TTSpan *spans, int32_t span_count,
                           int allows_words) {
    if (!g_utf8_validate(utf8, length, NULL)) return NULL;
    TTShapedText *text = calloc(1, sizeof(TTShapedText));
    text->utf8 = g_strndup(utf8, (gsize)length);
    text->length = length;
    int32_t n = (int32_t)g_utf8_strlen(utf8, length);
    text->char_count = n;
    text->byte_offsets = malloc(sizeof(int32_t) * (size_t)(n + 1));
    const char *p = text->utf8;
    for (int32_t i = 0; i < n; i++) {
        text->byte_offsets[i] = (int32_t)(p - text->utf8);
        p = g_utf8_next_char(p);
    }
    text->byte_offsets[n] = length;
    text->log_attrs = calloc((size_t)(n + 1), sizeof(PangoLogAttr));
    text->log_widths = calloc((size_t)(n + 1), sizeof(int32_t));
    text->flags = calloc((size_t)(n + 1), 1);

    ParagraphBytes *bytes = NULL;
    text->paragraph_count = find_paragraphs(text, &bytes);
    text->layouts = malloc(sizeof(PangoLayout *) * (size_t)text->paragraph_count);
    // Pango's layout gives a paragraph without a strong character the
    // direction of the last one before it that has one, and those before
    // the first such paragraph the first one's: each chunk must give its
    // first paragraphs the same.
    PangoDirection inherited = PANGO_DIRECTION_NEUTRAL;
    for (int32_t i = 0; i < text->paragraph_count && inherited == PANGO_DIRECTION_NEUTRAL; i++) inherited = bytes[i].direction;
    // Most texts are shaped without a layout, word by word (see shaping_by_words.c).
    PangoAttrList *word_attributes =
        allows_words && tt_shapes_by_words(text, spans, span_count) ? tt_make_attributes(&spans[0].font, spans, span_count) : NULL;
    PangoDirection direction = inherited == PANGO_DIRECTION_NEUTRAL ? PANGO_DIRECTION_LTR : inherited;
    for (int32_t first = 0; first < text->paragraph_count;) {
        // Whole paragraphs up to the chunk size; a last, empty paragraph stays with the one it follows.
        int32_t last = first + 1;
        int strong = bytes[first].direction != PANGO_DIRECTION_NEUTRAL;
        while (last < text->paragraph_count &&
               (bytes[last].start - bytes[first].start < TT_CHUNK_BYTES || bytes[last].start == length)) {
            // A chunk's first strong paragraph directs those before it: one of the other direction starts a chunk of its own.
            if (!strong && bytes[last].direction != PANGO_DIRECTION_NEUTRAL && bytes[last].direction != inherited) break;
            strong |= bytes[last].direction != PANGO_DIRECTION_NEUTRAL;
            last++;
        }
        int32_t end = last < text->paragraph_count ? bytes[last].start : length;
        const TTFontSpec *single_font = span_count == 1 ? &spans[0].font : NULL;
        int shaped = word_attributes ? tt_shape_chunk_by_words(text, system, word_attributes, single_font, bytes, first, last, end, &direction)
                                     : shape_chunk(text, system, spans, span_count, bytes, first, last, end, inherited == PANGO_DIRECTION_RTL);
        if (!shaped) {
            if (word_attributes) pango_attr_list_unref(word_attributes);
            free(bytes);
            tt_shaped_destroy(text);
            return NULL;
        }
        for (int32_t i = first; i < last; i++)
            if (bytes[i].direction != PANGO_DIRECTION_NEUTRAL) inherited = bytes[i].direction;
        first = last;
    }
    if (word_attributes) pango_attr_list_unref(word_attributes);
    free(bytes);

    for (int32_t i = 0; i <= n; i++) {
        const PangoLogAttr *a = &text->log_attrs[i];
        text->flags[i] |= (uint8_t)((a->is_line_break ? TT_BREAK_LINE : 0) | (a->is_mandatory_break ? TT_BREAK_MANDATORY : 0) |
                                    (a->is_char_break ? TT_BREAK_CHAR : 0) | (a->is_white ? TT_WHITE : 0) |
                                    (a->break_inserts_hyphen ? TT_BREAK_HYPHEN : 0) |
                                    (a->break_removes_preceding ? TT_BREAK_REMOVES : 0));
    }
    return text;
}

TTShapedText *tt_shape(TTFontSystem *system, const char *utf8, int32_t length, const TTSpan *spans, int32_t span_count) {
    return shape(system, utf8, length, spans, span_count, 1);
}

TTShapedText *tt_shape_with_layouts(TTFontSystem *system, const char *utf8, int32_t length, const TTSpan *spans,
                                    int32_t span_count) {
    return shape(system, utf8, length, spans, span_count, 0);
}

void tt_shaped_destroy(TTShapedText *text) {
    if (!text) return;
    for (int32_t i = 0; i < text->layout_count; i++) g_object_unref(text->layouts[i]);
    if (text->owns_items)
        for (int32_t i = 0; i < text->run_count; i++) pango_item_free(text->items[i]);
    free(text->layouts);
    g_free(text->utf8);
    free(text->log_attrs);
    free(text->log_widths);
    free(text->flags);
    free(text->byte_offsets);
    free(text->items);
    free(text->runs);
    free(text->paragraphs);
    free(text);
}

int32_t tt_shaped_char_count(const TTShapedText *text) { return text->char_count; }
int32_t tt_shaped_reused_word_count(const TTShapedText *text) { return text->reused_words; }
const int32_t *tt_shaped_log_widths(const TTShapedText *text) { return text->log_widths; }
const uint8_t *tt_shaped_break_flags(const TTShapedText *text) { return text->flags; }
const int32_t *tt_shaped_byte_offsets(const TTShapedText *text) { return text->byte_offsets; }
int32_t tt_shaped_run_count(const TTShapedText *text) { return text->run_count; }
const TTRun *tt_shaped_runs(const TTShapedText *text) { return text->runs; }
int32_t tt_shaped_paragraph_count(const TTShapedText *text) { return text->paragraph_count; }
const TTParagraph *tt_shaped_paragraphs(const TTShapedText *text) { return text->paragraphs; }

int32_t tt_shaped_piece_width(TTShapedText *text, int32_t run, int32_t start, int32_t end) {
    if (run < 0 || run >= text->run_count || start >= end) return 0;
    PangoItem *piece = pango_item_copy(text->items[run]);
    piece->offset = text->byte_offsets[start];
    piece->length = text->byte_offsets[end] - text->byte_offsets[start];
    piece->num_chars = end - start;
    PangoGlyphString *glyphs = pango_glyph_string_new();
    pango_shape_item(piece, text->utf8, text->length, text->log_attrs + start, glyphs, PANGO_SHAPE_NONE);
    int spacing = item_letter_spacing(piece);
    if (spacing != 0 && glyphs->num_glyphs > 0) {
        PangoGlyphItem glyph_item = {piece, glyphs, 0, 0, 0};
        pango_glyph_item_letter_space(&glyph_item, text->utf8, text->log_attrs + start, spacing);
        // The run's ends get half the spacing each, as Pango's layout gives them.
        int left = spacing / 2;
        if ((spacing & (PANGO_SCALE - 1)) == 0) left = PANGO_UNITS_ROUND(left);
        glyphs->glyphs[0].geometry.width += left;
        glyphs->glyphs[glyphs->num_glyphs - 1].geometry.width += spacing - left;
    }
    int32_t width = pango_glyph_string_get_width(glyphs);
    pango_glyph_string_free(glyphs);
    pango_item_free(piece);
    return width;
}
