// Minimal runner for SSC cmod_pvwattsv8, built from NREL/ssc source outside the repository.
// stdin: one case per line: file module_type array_type tilt azimuth losses dc_ac_ratio inv_eff gcr system_capacity [hourly_dump_path]
// stdout: one line per case: ac_annual ac_monthly[12] (kWh), or "ERROR message"
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include "core.h"
extern module_entry_info cm_entry_pvwattsv8;
class h_t : public handler_interface {
public:
  h_t(compute_module *cm) : handler_interface(cm) {}
  void on_log(const std::string &t, int type, float) override { if (type == SSC_ERROR) fprintf(stderr, "log: %s\n", t.c_str()); }
  bool on_update(const std::string &, float, float) override { return true; }
};
int main() {
  std::string line;
  while (std::getline(std::cin, line)) {
    if (line.empty()) continue;
    std::istringstream is(line);
    std::string file, dump; double mt, at, tilt, az, losses, dcac, inv, gcr, cap;
    is >> file >> mt >> at >> tilt >> az >> losses >> dcac >> inv >> gcr >> cap >> dump;
    var_table vt;
    vt.assign("solar_resource_file", var_data(file));
    vt.assign("module_type", var_data((ssc_number_t)mt));
    vt.assign("array_type", var_data((ssc_number_t)at));
    vt.assign("tilt", var_data((ssc_number_t)tilt));
    vt.assign("azimuth", var_data((ssc_number_t)az));
    vt.assign("losses", var_data((ssc_number_t)losses));
    vt.assign("dc_ac_ratio", var_data((ssc_number_t)dcac));
    vt.assign("inv_eff", var_data((ssc_number_t)inv));
    vt.assign("gcr", var_data((ssc_number_t)gcr));
    vt.assign("system_capacity", var_data((ssc_number_t)cap));
    compute_module *cm = cm_entry_pvwattsv8.f_create();
    h_t h(cm);
    bool ok = cm->compute(&h, &vt);
    if (!ok) {
      int i = 0; compute_module::log_item *li;
      while ((li = cm->log(i++))) fprintf(stderr, "%s\n", li->text.c_str());
      printf("ERROR\n"); fflush(stdout); delete cm; continue;
    }
    printf("%.10g", vt.lookup("ac_annual")->num[0]);
    var_data *m = vt.lookup("ac_monthly");
    for (size_t i = 0; i < m->num.ncells(); i++) printf(" %.10g", m->num[i]);
    printf("\n"); fflush(stdout);
    if (!dump.empty()) {
      FILE *f = fopen(dump.c_str(), "w");
      const char *names[] = {"sunup","aoi","poa","tpoa","tcell","dc","ac","ss_beam_factor","ss_sky_diffuse_factor","ss_gnd_diffuse_factor"};
      for (auto n : names) fprintf(f, "%s%s", n, n == names[9] ? "\n" : ",");
      size_t n = vt.lookup("ac")->num.ncells();
      for (size_t r = 0; r < n; r++) { for (int k = 0; k < 10; k++) fprintf(f, "%.10g%s", (double)vt.lookup(names[k])->num[r], k == 9 ? "\n" : ","); }
      fclose(f);
    }
    delete cm;
  }
}
