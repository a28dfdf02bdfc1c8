#pragma once
#include <libxml/xmlversion.h>
// Foundation on Linux carries its own ICU (_FoundationICU); libxml2's optional ICU declarations in
// encoding.h clash with it inside one Swift module. bridgekb never uses libxml2's ICU converters.
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/tree.h>
#include <libxml/xpath.h>
// The link checker parses pages with SAX callbacks (no tree), set up the way htmlReadMemory does.
#include <libxml/SAX2.h>
#include <libxml/parserInternals.h>
