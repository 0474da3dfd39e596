// The C shim of TrellisText; see include/trellis_text.h.

#include "trellis_text_internal.h"

#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <hb-ot.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

struct TTReferenceLayout {
    PangoLayout *layout;
    const char *utf8;
};

// MARK: Font system

// Colour emoji fonts are bitmaps at one strike size: fontconfig is told to
// scale them to the size asked for (the machine's own configuration, which
// usually says so, is not read).
static const char *const bitmap_scaling_rules =
    "<?xml version=\"1.0\"?><fontconfig>"
    "<match target=\"font\"><test name=\"outline\"><bool>false</bool></test>"
    "<edit name=\"pixelsizefixupfactor\" mode=\"assign\"><divide>"
    "<name target=\"pattern\">pixelsize</name><name target=\"font\">pixelsize</name></divide></edit></match>"
    "<match target=\"font\"><test name=\"outline\"><bool>false</bool></test>"
    "<edit name=\"matrix\" mode=\"assign\"><times><name>matrix</name><matrix>"
    "<name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name>"
    "</matrix></times></edit>"
    "<edit name=\"size\" mode=\"assign\"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>"
    "</match></fontconfig>";

/// A context for the font map: no hinting, 72 dpi, unrounded positions, one language.
static PangoContext *make_context(PangoFontMap *font_map) {
    PangoContext *context = pango_font_map_create_context(font_map);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    pango_cairo_context_set_font_options(context, options);
    cairo_font_options_destroy(options);
    pango_cairo_context_set_resolution(context, 72.0);
    pango_context_set_round_glyph_positions(context, FALSE);
    // The same text measures the same whatever the process's locale.
    pango_context_set_language(context, pango_language_from_string("en-us"));
    return context;
}

TTFontSystem *tt_font_system_create(const char *const *paths, int32_t count, int32_t *loaded) {
    FcConfig *config = FcConfigCreate();
    if (!config) return NULL;
    FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)bitmap_scaling_rules, FcTrue);
    int32_t accepted = 0;
    for (int32_t i = 0; i < count; i++) {
        if (FcConfigAppFontAddFile(config, (const FcChar8 *)paths[i])) accepted++;
    }
    if (loaded) *loaded = accepted;

    PangoFontMap *font_map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    if (!font_map) {
        FcConfigDestroy(config);
        return NULL;
    }
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(font_map), config);

    TTFontSystem *system = calloc(1, sizeof(TTFontSystem));
    system->config = config;
    system->font_map = font_map;
    system->context = make_context(font_map);
    system->rtl_context = make_context(font_map);
    pango_context_set_base_dir(system->rtl_context, PANGO_DIRECTION_RTL);
    system->word_shapes = tt_word_shapes_create();
    return system;
}

void tt_font_system_destroy(TTFontSystem *system) {
    if (!system) return;
    tt_word_shapes_destroy(system->word_shapes);
    g_object_unref(system->context);
    g_object_unref(system->rtl_context);
    g_object_unref(system->font_map);
    FcConfigDestroy(system->config);
    free(system);
}

static FcFontSet *list_fonts(TTFontSystem *system, const char *object, const char *value) {
    FcPattern *pattern = FcPatternCreate();
    FcPatternAddString(pattern, object, (const FcChar8 *)value);
    FcObjectSet *objects = FcObjectSetBuild(FC_FAMILY, FC_WEIGHT, FC_SLANT, NULL);
    FcFontSet *set = FcFontList(system->config, pattern, objects);
    FcObjectSetDestroy(objects);
    FcPatternDestroy(pattern);
    return set;
}

int32_t tt_font_system_has_family(TTFontSystem *system, const char *family) {
    FcFontSet *set = list_fonts(system, FC_FAMILY, family);
    int32_t found = set && set->nfont > 0;
    if (set) FcFontSetDestroy(set);
    return found;
}

int32_t tt_font_system_find_face(TTFontSystem *system, const char *name, char *family, int32_t family_capacity,
                                 int32_t *weight, int32_t *italic) {
    FcFontSet *set = list_fonts(system, FC_POSTSCRIPT_NAME, name);
    if (!set || set->nfont == 0) {
        if (set) FcFontSetDestroy(set);
        set = list_fonts(system, FC_FULLNAME, name);
    }
    if (!set || set->nfont == 0) {
        if (set) FcFontSetDestroy(set);
        return 0;
    }
    FcPattern *face = set->fonts[0];
    FcChar8 *face_family = NULL;
    int fc_weight = FC_WEIGHT_REGULAR, slant = FC_SLANT_ROMAN;
    FcPatternGetString(face, FC_FAMILY, 0, &face_family);
    FcPatternGetInteger(face, FC_WEIGHT, 0, &fc_weight);
    FcPatternGetInteger(face, FC_SLANT, 0, &slant);
    if (face_family && family_capacity > 0) {
        strncpy(family, (const char *)face_family, (size_t)family_capacity - 1);
        family[family_capacity - 1] = 0;
    }
    *weight = FcWeightToOpenType(fc_weight);
    *italic = slant != FC_SLANT_ROMAN;
    FcFontSetDestroy(set);
    return 1;
}

PangoFontDescription *tt_font_description(const TTFontSpec *spec) {
    PangoFontDescription *description = pango_font_description_new();
    pango_font_description_set_family(description, spec->family);
    pango_font_description_set_absolute_size(description, spec->size * PANGO_SCALE);
    pango_font_description_set_weight(description, (PangoWeight)spec->weight);
    pango_font_description_set_style(description, spec->italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
    return description;
}

int32_t tt_font_metrics(TTFontSystem *system, const TTFontSpec *spec, TTFontMetrics *metrics) {
    PangoFontDescription *description = tt_font_description(spec);
    PangoFont *font = pango_font_map_load_font(system->font_map, system->context, description);
    pango_font_description_free(description);
    if (!font) return 0;
    hb_font_t *hb_font = pango_font_get_hb_font(font);
    hb_font_extents_t extents;
    hb_font_get_h_extents(hb_font, &extents);
    hb_position_t cap_height = 0, x_height = 0;
    hb_ot_metrics_get_position(hb_font, HB_OT_METRICS_TAG_CAP_HEIGHT, &cap_height);
    hb_ot_metrics_get_position(hb_font, HB_OT_METRICS_TAG_X_HEIGHT, &x_height);
    const double unit = 1.0 / PANGO_SCALE;  // Pango's HarfBuzz fonts are scaled in Pango units
    metrics->ascender = extents.ascender * unit;
    metrics->descender = extents.descender * unit;
    metrics->line_gap = extents.line_gap * unit;
    metrics->cap_height = cap_height * unit;
    metrics->x_height = x_height * unit;
    g_object_unref(font);
    return 1;
}

// MARK: Layouts

// Kerning past this many points either way is taken as this much (Pango
// keeps letter spacing in an int of 1/1024 points).
#define TT_LARGEST_KERN 1000.0

PangoAttrList *tt_make_attributes(const TTFontSpec *base, const TTSpan *spans, int32_t span_count) {
    PangoAttrList *attributes = pango_attr_list_new();
    if (base) {
        PangoFontDescription *description = tt_font_description(base);
        pango_attr_list_insert(attributes, pango_attr_font_desc_new(description));
        pango_font_description_free(description);
    }
    // UIKit does not hyphenate unless asked to; neither does Trellis.
    pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(FALSE));
    for (int32_t i = 0; i < span_count; i++) {
        const TTSpan *span = &spans[i];
        PangoFontDescription *description = tt_font_description(&span->font);
        PangoAttribute *list[3] = {
            pango_attr_font_desc_new(description),
            span->kern != 0 && isfinite(span->kern)
                ? pango_attr_letter_spacing_new((int)(fmax(-TT_LARGEST_KERN, fmin(TT_LARGEST_KERN, span->kern)) * PANGO_SCALE))
                : NULL,
            span->font.features ? pango_attr_font_features_new(span->font.features) : NULL,
        };
        pango_font_description_free(description);
        for (int k = 0; k < 3; k++) {
            if (!list[k]) continue;
            list[k]->start_index = (guint)span->start;
            list[k]->end_index = (guint)span->end;
            pango_attr_list_insert(attributes, list[k]);
        }
    }
    return attributes;
}

PangoLayout *tt_make_layout(PangoContext *context, const char *utf8, int32_t length, const TTFontSpec *base,
                            const TTSpan *spans, int32_t span_count) {
    if (!g_utf8_validate(utf8, length, NULL)) return NULL;
    PangoLayout *layout = pango_layout_new(context);
    pango_layout_set_text(layout, utf8, length);
    if (base) {
        PangoFontDescription *description = tt_font_description(base);
        pango_layout_set_font_description(layout, description);
        pango_font_description_free(description);
    }
    PangoAttrList *attributes = tt_make_attributes(NULL, spans, span_count);
    pango_layout_set_attributes(layout, attributes);
    pango_attr_list_unref(attributes);
    return layout;
}

// MARK: Drawing

int32_t tt_draw_line(TTFontSystem *system, void *cairo, const char *utf8, int32_t length, const TTSpan *spans,
                     int32_t span_count, double x, double y, double red, double green, double blue, double alpha) {
    cairo_t *cr = cairo;
    // The largest font's size in device pixels: the context may scale it up.
    double largest = 0;
    for (int32_t i = 0; i < span_count; i++)
        if (spans[i].font.size > largest) largest = spans[i].font.size;
    double ux = 1, uy = 0, vx = 0, vy = 1;
    cairo_user_to_device_distance(cr, &ux, &uy);
    cairo_user_to_device_distance(cr, &vx, &vy);
    double em = largest * fmax(hypot(ux, uy), hypot(vx, vy));
    if (!isfinite(em) || em > TT_LARGEST_DRAWN_EM) return 0;
    PangoLayout *layout = tt_make_layout(system->context, utf8, length, span_count > 0 ? &spans[0].font : NULL, spans, span_count);
    if (!layout) return 0;
    pango_layout_set_width(layout, -1);
    cairo_save(cr);
    cairo_set_source_rgba(cr, red, green, blue, alpha);
    cairo_move_to(cr, x, y);
    int32_t drawn = 1;
    if (em > TT_LARGEST_RASTERED_EM) {
        // Outlines, run by run (in visual order); a run in a bitmap font
        // (colour emoji) has none, and tracing its bitmap at this size would
        // take gigabytes: it is left out.
        cairo_new_path(cr);
        double run_x = x;
        for (GSList *l = pango_layout_get_line_readonly(layout, 0)->runs; l; l = l->next) {
            PangoGlyphItem *run = l->data;
            PangoFont *font = run->item->analysis.font;
            if (font && !hb_ot_color_has_png(hb_font_get_face(pango_font_get_hb_font(font)))) {
                cairo_move_to(cr, run_x, y);
                pango_cairo_glyph_string_path(cr, font, run->glyphs);
            } else {
                drawn = 0;
            }
            run_x += pango_glyph_string_get_width(run->glyphs) / (double)PANGO_SCALE;
        }
        cairo_fill(cr);
    } else {
        pango_cairo_show_layout_line(cr, pango_layout_get_line_readonly(layout, 0));
    }
    cairo_restore(cr);
    g_object_unref(layout);
    return drawn;
}

// MARK: Reference layouts

TTReferenceLayout *tt_reference_create(TTFontSystem *system, const char *utf8, int32_t length, const TTSpan *spans,
                                       int32_t span_count, int32_t char_wrap) {
    PangoLayout *layout = tt_make_layout(system->context, utf8, length, span_count > 0 ? &spans[0].font : NULL, spans, span_count);
    if (!layout) return NULL;
    pango_layout_set_wrap(layout, char_wrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR);
    TTReferenceLayout *reference = calloc(1, sizeof(TTReferenceLayout));
    reference->layout = layout;
    reference->utf8 = pango_layout_get_text(layout);
    return reference;
}

void tt_reference_destroy(TTReferenceLayout *layout) {
    if (!layout) return;
    g_object_unref(layout->layout);
    free(layout);
}

void tt_reference_measure(TTReferenceLayout *layout, int32_t width, int32_t *out_width, int32_t *out_height) {
    pango_layout_set_width(layout->layout, width);
    int w = 0, h = 0;
    pango_layout_get_size(layout->layout, &w, &h);
    *out_width = w;
    *out_height = h;
}

int32_t tt_reference_line_starts(TTReferenceLayout *layout, int32_t width, int32_t *starts, int32_t capacity) {
    pango_layout_set_width(layout->layout, width);
    int32_t count = 0;
    for (GSList *l = pango_layout_get_lines_readonly(layout->layout); l; l = l->next, count++) {
        if (count < capacity) {
            PangoLayoutLine *line = l->data;
            starts[count] = (int32_t)g_utf8_pointer_to_offset(layout->utf8, layout->utf8 + line->start_index);
        }
    }
    return count;
}
