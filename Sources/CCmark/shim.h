#pragma once
#include <cmark.h>
