#pragma once
#include <gvc.h>
