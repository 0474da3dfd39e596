// Words shaped once per font system (see trellis_text_internal.h).
//
// Most of a text's first shaping is HarfBuzz shaping words that other texts
// shaped before: "the", "and", a name in every row. Browsers keep shaped
// words for that reason; so does Trellis. A word (with the spaces after it)
// shapes alike alone and within its text unless a lookup of its font reaches
// across a space: Inter's contextual alternates, for instance, raise a
// hyphen or a parenthesis between capitals, looking up to seven glyphs
// around it, spaces included. Which glyphs such lookups may change, and how
// far they look, is read once per face and script; a piece holding one of
// those glyphs is shaped with enough of its neighbours around it instead.

#include "trellis_text_internal.h"

#include <hb-ot.h>
#include <stdlib.h>
#include <string.h>

/// Words kept before the table is emptied and starts again (a bound on memory).
#define TT_WORD_SHAPES_CAPACITY 65536

/// What is read once per font: its average advance per language.
typedef struct {
    PangoFont *font;           // held: its address stays unique while words name it
    int32_t language_count;
    PangoLanguage *languages[8];
    int32_t approximate_char_widths[8];
} FontEntry;

/// A word as found in a text: the key of the table (its bytes follow the
/// struct when the key is stored).
typedef struct {
    PangoFont *font;
    PangoLanguage *language;
    int32_t script;
    int32_t level;
    int32_t gravity;
    int32_t flags;              // the analysis flags
    int32_t length;
    uint32_t hash;
    const char *bytes;
} WordKey;

struct TTWordShapes {
    GHashTable *items;   // "family|size|weight|italic|kind" → PangoItem * (a plain paragraph's one item)
    GHashTable *fonts;   // PangoFont * → FontEntry *
    GHashTable *scripts; // TTScriptShaping * → itself, by font, script and language
    GHashTable *words;   // WordKey * → TTWordShape * (one allocation holds both)
};

static guint word_key_hash(gconstpointer key) { return ((const WordKey *)key)->hash; }

static gboolean word_key_equal(gconstpointer a, gconstpointer b) {
    const WordKey *x = a, *y = b;
    return x->hash == y->hash && x->font == y->font && x->language == y->language && x->script == y->script &&
           x->level == y->level && x->gravity == y->gravity && x->flags == y->flags && x->length == y->length &&
           memcmp(x->bytes, y->bytes, (size_t)x->length) == 0;
}

static void free_font_entry(gpointer data) {
    FontEntry *entry = data;
    g_object_unref(entry->font);
    free(entry);
}

static guint script_entry_hash(gconstpointer key) {
    const TTScriptShaping *entry = key;
    return (guint)((uintptr_t)entry->font >> 4) ^ (guint)((uintptr_t)entry->language >> 4) * 31u ^ (guint)entry->script * 131u;
}

static gboolean script_entry_equal(gconstpointer a, gconstpointer b) {
    const TTScriptShaping *x = a, *y = b;
    return x->font == y->font && x->language == y->language && x->script == y->script;
}

static void free_script_entry(gpointer data) {
    TTScriptShaping *entry = data;
    g_object_unref(entry->font);
    hb_set_destroy(entry->sensitive);
    free(entry);
}

TTWordShapes *tt_word_shapes_create(void) {
    TTWordShapes *shapes = calloc(1, sizeof(TTWordShapes));
    shapes->items = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, (GDestroyNotify)pango_item_free);
    shapes->fonts = g_hash_table_new_full(g_direct_hash, g_direct_equal, NULL, free_font_entry);
    shapes->scripts = g_hash_table_new_full(script_entry_hash, script_entry_equal, free_script_entry, NULL);
    // The key and the shape are one allocation, freed with the key.
    shapes->words = g_hash_table_new_full(word_key_hash, word_key_equal, free, NULL);
    return shapes;
}

void tt_word_shapes_destroy(TTWordShapes *shapes) {
    if (!shapes) return;
    g_hash_table_destroy(shapes->words);
    g_hash_table_destroy(shapes->items);
    g_hash_table_destroy(shapes->scripts);
    g_hash_table_destroy(shapes->fonts);
    free(shapes);
}

/// Adds to `script->sensitive` the glyphs that lookups of `table` which
/// the plan applies may change depending on what is across a space (those
/// with the space in their context), and widens the margins to their reach.
/// Clears `separable` for a lookup that could match across a space without
/// involving it (one that skips base glyphs), for one that may change the
/// space itself or that involves it and skips glyphs (its reach in glyphs
/// would not bound it), and for a table it cannot read.
static void collect_sensitive(hb_face_t *face, hb_shape_plan_t *plan, hb_tag_t table, hb_codepoint_t space, TTScriptShaping *script) {
    hb_set_t *lookups = hb_set_create(), *fractions = hb_set_create();
    hb_ot_shape_plan_collect_lookups(plan, table, lookups);
    // The fraction features apply only around U+2044 FRACTION SLASH (such
    // text is not shaped in pieces).
    const hb_tag_t fraction_features[] = {HB_TAG('f', 'r', 'a', 'c'), HB_TAG('n', 'u', 'm', 'r'), HB_TAG('d', 'n', 'o', 'm'), HB_TAG_NONE};
    hb_ot_layout_collect_lookups(face, table, NULL, NULL, fraction_features, fractions);
    hb_set_subtract(lookups, fractions);
    hb_set_destroy(fractions);
    enum { ignore_base_glyphs = 0x2, skips_glyphs = 0x2 | 0x4 | 0x8 | 0x10 | 0xFF00 };
    hb_set_t *before = hb_set_create(), *input = hb_set_create(), *after = hb_set_create();
    for (hb_codepoint_t lookup = HB_SET_VALUE_INVALID; script->separable && hb_set_next(lookups, &lookup);) {
        TTLookupReach reach;
        if (!tt_lookup_reach(face, table, lookup, &reach) || (reach.flags & ignore_base_glyphs)) {
            script->separable = 0;
            break;
        }
        hb_set_clear(before);
        hb_set_clear(input);
        hb_set_clear(after);
        hb_ot_layout_lookup_collect_glyphs(face, table, lookup, before, input, after, NULL);
        if (!hb_set_has(input, space) && !hb_set_has(before, space) && !hb_set_has(after, space)) continue;
        // A space that may change would change the piece before the one
        // that changes it; a lookup that skips glyphs reaches further than it counts.
        if (hb_set_has(input, space) || (reach.flags & skips_glyphs)) {
            script->separable = 0;
            break;
        }
        hb_set_union(script->sensitive, input);
        if (reach.before > script->before) script->before = reach.before;
        if (reach.after > script->after) script->after = reach.after;
    }
    hb_set_del(script->sensitive, space);
    hb_set_destroy(before);
    hb_set_destroy(input);
    hb_set_destroy(after);
    hb_set_destroy(lookups);
}

const TTScriptShaping *tt_word_shapes_script(TTWordShapes *shapes, const PangoAnalysis *analysis) {
    if (!analysis->font || analysis->level % 2) return NULL;
    TTScriptShaping key = {.font = analysis->font, .language = analysis->language, .script = analysis->script};
    TTScriptShaping *entry = g_hash_table_lookup(shapes->scripts, &key);
    if (entry) return entry->separable ? entry : NULL;
    entry = calloc(1, sizeof(TTScriptShaping));
    *entry = key;
    g_object_ref(entry->font);
    entry->sensitive = hb_set_create();
    entry->hb_font = pango_font_get_hb_font(analysis->font);
    hb_codepoint_t space = 0;
    if (entry->hb_font && hb_font_get_nominal_glyph(entry->hb_font, ' ', &space)) {
        hb_face_t *face = hb_font_get_face(entry->hb_font);
        // The same face at another size or for another span was read already.
        GHashTableIter iterator;
        gpointer other;
        g_hash_table_iter_init(&iterator, shapes->scripts);
        while (g_hash_table_iter_next(&iterator, &other, NULL)) {
            const TTScriptShaping *read = other;
            if (read->hb_font && hb_font_get_face(read->hb_font) == face && read->script == entry->script &&
                read->language == entry->language) {
                entry->separable = read->separable;
                hb_set_union(entry->sensitive, read->sensitive);
                entry->before = read->before;
                entry->after = read->after;
                g_hash_table_add(shapes->scripts, entry);
                return entry->separable ? entry : NULL;
            }
        }
        hb_segment_properties_t properties = {
            .direction = HB_DIRECTION_LTR,
            .script = hb_script_from_iso15924_tag(g_unicode_script_to_iso15924((GUnicodeScript)analysis->script)),
            .language = hb_language_from_string(pango_language_to_string(analysis->language), -1),
        };
        hb_shape_plan_t *plan = hb_shape_plan_create_cached(face, &properties, NULL, 0, NULL);
        entry->separable = 1;
        collect_sensitive(face, plan, HB_OT_TAG_GSUB, space, entry);
        collect_sensitive(face, plan, HB_OT_TAG_GPOS, space, entry);
        hb_shape_plan_destroy(plan);
    }
    g_hash_table_add(shapes->scripts, entry);
    return entry->separable ? entry : NULL;
}

int tt_script_shaping_is_sensitive(const TTScriptShaping *script, const char *utf8, int32_t length) {
    for (const char *p = utf8, *end = utf8 + length; p < end; p = g_utf8_next_char(p)) {
        gunichar character = g_utf8_get_char(p);
        hb_codepoint_t glyph;
        // A character the font has no glyph for is drawn as Pango decides
        // (a box, nothing): not taken as known.
        if (character == 0x2044 || !hb_font_get_nominal_glyph(script->hb_font, character, &glyph) || hb_set_has(script->sensitive, glyph))
            return 1;
    }
    return 0;
}

static FontEntry *font_entry(TTWordShapes *shapes, PangoFont *font) {
    FontEntry *entry = g_hash_table_lookup(shapes->fonts, font);
    if (entry) return entry;
    entry = calloc(1, sizeof(FontEntry));
    entry->font = g_object_ref(font);
    g_hash_table_insert(shapes->fonts, font, entry);
    return entry;
}

int tt_plain_paragraph_kind(const char *utf8, int32_t length) {
    int kind = TT_PLAIN_WITHOUT_LETTERS;
    for (const char *p = utf8, *end = utf8 + length; p < end; p = g_utf8_next_char(p)) {
        gunichar c = g_utf8_get_char(p);
        int latin = (c >= 0x20 && c <= 0x7E) || (c >= 0xA0 && c <= 0x24F && c != 0xA9 && c != 0xAD && c != 0xAE);
        if (!latin && !(c >= 0x2010 && c <= 0x2027) && c != 0x20AC) return 0;
        if (latin && g_unichar_isalpha(c)) kind = TT_PLAIN_WITH_LETTERS;
    }
    return kind;
}

/// The key of a plain paragraph's item: its font and kind.
static char *item_key(const TTFontSpec *font, int kind) {
    return g_strdup_printf("%s|%.6g|%d|%d|%d", font->family, font->size, font->weight, font->italic, kind);
}

GList *tt_word_shapes_plain_item(TTWordShapes *shapes, const TTFontSpec *font, int kind, const char *utf8, int32_t start,
                                 int32_t length) {
    char *key = item_key(font, kind);
    const PangoItem *template = g_hash_table_lookup(shapes->items, key);
    g_free(key);
    if (!template) return NULL;
    // Its font must have every glyph (else Pango falls back, in another item).
    hb_font_t *hb_font = pango_font_get_hb_font(template->analysis.font);
    int32_t characters = 0;
    for (const char *p = utf8 + start, *end = utf8 + start + length; p < end; p = g_utf8_next_char(p), characters++) {
        hb_codepoint_t glyph;
        if (!hb_font_get_nominal_glyph(hb_font, g_utf8_get_char(p), &glyph)) return NULL;
    }
    PangoItem *item = pango_item_copy((PangoItem *)template);
    item->offset = start;
    item->length = length;
    item->num_chars = characters;
    return g_list_prepend(NULL, item);
}

void tt_word_shapes_keep_plain_item(TTWordShapes *shapes, const TTFontSpec *font, int kind, const PangoItem *item) {
    g_hash_table_insert(shapes->items, item_key(font, kind), pango_item_copy((PangoItem *)item));
}

/// The average advance Pango's metrics give a font in `language` (its
/// language's sample text laid out in the font, per character cell), found
/// by shaping the sample with the font itself rather than through a new
/// context and layout as Pango does (about 4 million instructions a font);
/// -1 when the font lacks a character of the sample or it mixes scripts.
static int32_t sample_char_width(PangoFont *font, PangoLanguage *language) {
    const char *sample = pango_language_get_sample_string(language);
    hb_font_t *hb_font = pango_font_get_hb_font(font);
    if (!sample || !hb_font) return -1;
    int32_t cells = 0;
    PangoScript script = PANGO_SCRIPT_COMMON;
    for (const char *p = sample; *p; p = g_utf8_next_char(p)) {
        gunichar character = g_utf8_get_char(p);
        hb_codepoint_t glyph;
        if (!hb_font_get_nominal_glyph(hb_font, character, &glyph)) return -1;
        if (!g_unichar_iszerowidth(character)) cells += g_unichar_iswide(character) ? 2 : 1;
        PangoScript own = pango_script_for_unichar(character);
        if (own == PANGO_SCRIPT_COMMON || own == PANGO_SCRIPT_INHERITED) continue;
        if (script != PANGO_SCRIPT_COMMON && own != script) return -1;
        script = own;
    }
    if (cells == 0) return -1;
    // A right-to-left sample is one right-to-left run unless it holds
    // left-to-right letters or digits (runs of their own).
    int right_to_left = pango_find_base_dir(sample, -1) == PANGO_DIRECTION_RTL;
    for (const char *p = sample; right_to_left && *p; p = g_utf8_next_char(p)) {
        gunichar character = g_utf8_get_char(p);
        if (g_unichar_isdigit(character) || pango_unichar_direction(character) == PANGO_DIRECTION_LTR) return -1;
    }
    PangoAnalysis analysis = {0};
    analysis.level = (guint8)right_to_left;
    analysis.font = font;
    analysis.language = language;
    analysis.script = (guint8)script;
    analysis.gravity = PANGO_GRAVITY_SOUTH;
    PangoGlyphString *glyphs = pango_glyph_string_new();
    int length = (int)strlen(sample);
    // (The context Pango measures in rounds glyph positions.)
    pango_shape_with_flags(sample, length, sample, length, &analysis, glyphs, PANGO_SHAPE_ROUND_POSITIONS);
    int32_t width = pango_glyph_string_get_width(glyphs);
    pango_glyph_string_free(glyphs);
    return width / cells;
}

/// Pango's own figure, for a font whose sample cannot be shaped alone.
static int32_t metrics_char_width(PangoFont *font, PangoLanguage *language) {
    PangoFontMetrics *metrics = pango_font_get_metrics(font, language);
    int32_t width = pango_font_metrics_get_approximate_char_width(metrics);
    pango_font_metrics_unref(metrics);
    return width;
}

int32_t tt_word_shapes_approximate_char_width(TTWordShapes *shapes, PangoFont *font, PangoLanguage *language) {
    FontEntry *entry = font_entry(shapes, font);
    for (int32_t i = 0; i < entry->language_count; i++)
        if (entry->languages[i] == language) return entry->approximate_char_widths[i];
    int32_t width = sample_char_width(font, language);
    if (width < 0) width = metrics_char_width(font, language);
    // A font is met in a few languages; past eight, the last is replaced.
    int32_t slot = entry->language_count < 8 ? entry->language_count++ : 7;
    entry->languages[slot] = language;
    entry->approximate_char_widths[slot] = width;
    return width;
}

int32_t tt_font_system_approximate_char_widths(TTFontSystem *system, const TTFontSpec *spec, const char *language_tag, int32_t *pango) {
    PangoFontDescription *description = tt_font_description(spec);
    PangoFont *font = pango_font_map_load_font(system->font_map, system->context, description);
    pango_font_description_free(description);
    if (!font) return -1;
    PangoLanguage *language = pango_language_from_string(language_tag);
    int32_t ours = sample_char_width(font, language);
    *pango = metrics_char_width(font, language);
    g_object_unref(font);
    return ours;
}

static WordKey make_key(const PangoAnalysis *analysis, const char *bytes, int32_t length) {
    WordKey key = {
        .font = analysis->font,
        .language = analysis->language,
        .script = analysis->script,
        .level = analysis->level,
        .gravity = analysis->gravity,
        .flags = (int32_t)analysis->flags,
        .length = length,
        .bytes = bytes,
    };
    // FNV-1a over the bytes, then the analysis.
    uint32_t hash = 2166136261u;
    for (int32_t i = 0; i < length; i++) hash = (hash ^ (uint8_t)bytes[i]) * 16777619u;
    hash ^= (uint32_t)(uintptr_t)analysis->font >> 4;
    hash = (hash ^ (uint32_t)key.flags) * 16777619u;
    hash = (hash ^ (uint32_t)key.script) * 16777619u;
    key.hash = hash;
    return key;
}

const TTWordShape *tt_word_shapes_find(TTWordShapes *shapes, const PangoAnalysis *analysis, const char *bytes, int32_t length) {
    WordKey key = make_key(analysis, bytes, length);
    WordKey *stored = g_hash_table_lookup(shapes->words, &key);
    if (!stored) return NULL;
    return (const TTWordShape *)(stored + 1);
}

const TTWordShape *tt_word_shapes_insert(TTWordShapes *shapes, const PangoAnalysis *analysis, const char *bytes, int32_t length,
                                         const TTWordShape *shape, const int32_t *log_widths, const uint8_t *cluster_starts) {
    // The same word twice in one text is kept once.
    const TTWordShape *known = tt_word_shapes_find(shapes, analysis, bytes, length);
    if (known) return known;
    if (g_hash_table_size(shapes->words) >= TT_WORD_SHAPES_CAPACITY) g_hash_table_remove_all(shapes->words);
    // Keys hold their font's address: the font must stay alive while words name it.
    font_entry(shapes, analysis->font);
    size_t count = (size_t)shape->char_count;
    size_t size = sizeof(WordKey) + sizeof(TTWordShape) + count * sizeof(int32_t) + count + (size_t)length;
    WordKey *stored = malloc(size);
    *stored = make_key(analysis, bytes, length);
    TTWordShape *copy = (TTWordShape *)(stored + 1);
    *copy = *shape;
    copy->log_widths = (int32_t *)(copy + 1);
    copy->cluster_starts = (uint8_t *)(copy->log_widths + count);
    char *key_bytes = (char *)(copy->cluster_starts + count);
    memcpy(copy->log_widths, log_widths, count * sizeof(int32_t));
    memcpy(copy->cluster_starts, cluster_starts, count);
    memcpy(key_bytes, bytes, (size_t)length);
    stored->bytes = key_bytes;
    g_hash_table_add(shapes->words, stored);
    return copy;
}
