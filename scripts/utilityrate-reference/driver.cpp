// Minimal runner for SSC cmod_utilityrate5, built from NREL/ssc source outside the repository.
// stdin: cases separated by a line "run". Each input line is one SSC variable:
//   num <name> <value>
//   arr <name> <n> <v1> ... <vn>
//   mat <name> <rows> <cols> <v11> <v12> ... (row by row)
// stdout per case: one JSON line {"annual_wo":x,"annual_w":y,"monthly_wo":[12],"monthly_w":[12],
//   "monthly_import":[12],"monthly_export":[12]} (year 1), or {"error":"..."}
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include "core.h"
extern module_entry_info cm_entry_utilityrate5;
class h_t : public handler_interface {
public:
  h_t(compute_module *cm) : handler_interface(cm) {}
  void on_log(const std::string &t, int type, float) override { if (type == SSC_ERROR) fprintf(stderr, "log: %s\n", t.c_str()); }
  bool on_update(const std::string &, float, float) override { return true; }
};
static void arr(var_table &vt, const char *name, int from, int n) {
  var_data *v = vt.lookup(name);
  printf("\"%s\":[", name);
  for (int i = 0; i < n; i++) printf("%s%.10g", i ? "," : "", v ? (double)v->num[from + i] : 0.0);
  printf("]");
}
int main() {
  std::string line;
  var_table vt;
  while (std::getline(std::cin, line)) {
    if (line.empty()) continue;
    std::istringstream is(line);
    std::string kind, name;
    is >> kind;
    if (kind == "run") {
      compute_module *cm = cm_entry_utilityrate5.f_create();
      h_t h(cm);
      bool ok = false;
      try { ok = cm->compute(&h, &vt); } catch (std::exception &e) { fprintf(stderr, "%s\n", e.what()); }
      if (!ok) {
        int i = 0; compute_module::log_item *li;
        while ((li = cm->log(i++))) fprintf(stderr, "%s\n", li->text.c_str());
        printf("{\"error\":true}\n");
      } else {
        // utility_bill_w_sys_ym: (years+1) x 12, row 0 is year 0 (zeros)
        printf("{");
        arr(vt, "utility_bill_wo_sys", 1, 1); printf(",");
        arr(vt, "utility_bill_w_sys", 1, 1); printf(",");
        arr(vt, "utility_bill_wo_sys_ym", 12, 12); printf(",");
        arr(vt, "utility_bill_w_sys_ym", 12, 12); printf(",");
        arr(vt, "year1_monthly_electricity_to_grid", 0, 12); printf(",");
        arr(vt, "year1_monthly_ec_charge_with_system", 0, 12); printf(",");
        arr(vt, "year1_monthly_ec_charge_gross_with_system", 0, 12); printf(",");
        arr(vt, "year1_excess_kwhs_earned", 0, 12); printf(",");
        arr(vt, "year1_net_billing_credits", 0, 12); printf(",");
        arr(vt, "year1_nm_dollars_applied", 0, 12); printf(",");
        arr(vt, "year1_true_up_credits", 0, 12);
        printf("}\n");
      }
      fflush(stdout);
      delete cm;
      vt.clear();
      continue;
    }
    is >> name;
    if (kind == "num") { double v; is >> v; vt.assign(name, var_data((ssc_number_t)v)); }
    else if (kind == "str") { std::string v; is >> v; vt.assign(name, var_data(v)); }
    else if (kind == "arr") {
      int n; is >> n; std::vector<ssc_number_t> v(n);
      for (int i = 0; i < n; i++) { double d; is >> d; v[i] = (ssc_number_t)d; }
      vt.assign(name, var_data(v.data(), n));
    } else if (kind == "mat") {
      int r, c; is >> r >> c; std::vector<ssc_number_t> v(r * c);
      for (int i = 0; i < r * c; i++) { double d; is >> d; v[i] = (ssc_number_t)d; }
      vt.assign(name, var_data(v.data(), r, c));
    }
  }
}
