#pragma once
#include <opencc.h>
