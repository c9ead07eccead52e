#ifndef __ssc_eqn_h
#define __ssc_eqn_h
#include "sscapi.h"
typedef bool (*ssc_equation_ptr)(ssc_data_t data);
struct ssc_equation_entry{ const char* name; ssc_equation_ptr func; const char* cmod; const char* doc; bool auto_eval; bool PySAM_export; };
static ssc_equation_entry ssc_equation_table [] = { {nullptr, nullptr, nullptr, nullptr, false, false} };
#endif
