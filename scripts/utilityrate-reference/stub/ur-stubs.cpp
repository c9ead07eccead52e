// Link stubs for symbols common.cpp references that utilityrate5 never reaches (PV shading
// database, battery power-flow tolerance).
#include <stdexcept>
#include "lib_pv_shade_loss_mpp.h"
double powerflow_tolerance = 0.000001;
double ShadeDB8_mpp::get_shade_loss(double &, double &, std::vector<double> &, bool, double, int, double, double, double) {
  throw std::runtime_error("stub: not used by utilityrate5");
}
