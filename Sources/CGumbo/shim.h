#pragma once
#include <gumbo.h>

// Gumbo 0.10 keeps `GumboError` in a header it does not install (error.h). Its first fields — the
// kind of error, where it is, and a pointer to the source text there — are read through this mirror
// of them; HTML5ParserTests checks that the positions it gives are right.
typedef struct {
    int type;
    GumboSourcePosition position;
    const char *original_text;
} BridgeKBGumboErrorHead;
