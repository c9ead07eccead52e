// Link stubs for code paths pvwattsv8 never takes (battery resilience, variable-table iteration).
#include <stdexcept>
#include "lib_resilience.h"
#include "sscapi.h"
#define NOPE throw std::runtime_error("stub: not used by pvwattsv8")
double resilience_runner::compute_metrics() { NOPE; }
std::vector<double> resilience_runner::get_hours_survived() { NOPE; }
double resilience_runner::get_avg_crit_load_kwh() { NOPE; }
std::vector<double> resilience_runner::get_outage_duration_hrs() { NOPE; }
std::vector<double> resilience_runner::get_probs_of_surviving() { NOPE; }
std::vector<double> resilience_runner::get_cdf_of_surviving() { NOPE; }
std::vector<double> resilience_runner::get_survival_function() { NOPE; }
extern "C" {
int ssc_data_query(ssc_data_t, const char *) { NOPE; }
const char *ssc_data_first(ssc_data_t) { NOPE; }
const char *ssc_data_next(ssc_data_t) { NOPE; }
const char *ssc_data_get_string(ssc_data_t, const char *) { NOPE; }
ssc_bool_t ssc_data_get_number(ssc_data_t, const char *, ssc_number_t *) { NOPE; }
ssc_number_t *ssc_data_get_array(ssc_data_t, const char *, int *) { NOPE; }
ssc_number_t *ssc_data_get_matrix(ssc_data_t, const char *, int *, int *) { NOPE; }
}
