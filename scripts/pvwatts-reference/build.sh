#!/bin/sh
# Builds a minimal PVWatts v8 runner from NREL/ssc source (https://github.com/NREL/ssc), outside
# the repository. Only the files cmod_pvwattsv8 needs are compiled; the SSC equation table, the
# battery-resilience code and the 12 MB shading database are replaced by the stubs in ./stub
# (pvwattsv8 never reaches them). The SSC source itself is not part of this repository.
#
#   scripts/pvwatts-reference/build.sh <path to an NREL/ssc checkout> [build dir]
#
# Made with NREL/ssc e97a19f8e035b6c8845690ee23c01b598c36d550 (develop, 4 June 2025), g++ 12.
set -eu
SSC=$(cd "$1" && pwd)
OUT=${2:-/tmp/pvwatts-reference-build}
HERE=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$OUT/obj" "$OUT/stub"
cp "$HERE"/stub/* "$OUT/stub/"
# core.cpp includes "ssc_equations.h" with quotes, which would find SSC's own table next to it.
cp "$SSC/ssc/core.cpp" "$OUT/stub/core.cpp"
cat > "$OUT/Makefile" <<MK
CXX=g++
CXXFLAGS=-O2 -std=c++17 -w -I$OUT/stub -I$SSC/ssc -I$SSC/shared -I$SSC -I$SSC/splinter -DLINUX -D__64BIT__
SRCS=driver.cpp core.cpp stubs.cpp cmod_pvwattsv8.cpp vartab.cpp common.cpp \
 lib_weatherfile.cpp lib_irradproc.cpp lib_pvshade.cpp lib_pvmodel.cpp lib_snowmodel.cpp lib_sandia.cpp \
 lib_pv_incidence_modifier.cpp lib_cec6par.cpp lib_util.cpp lib_time.cpp lib_pv_shade_loss_mpp.cpp lib_miniz.cpp
OBJS=\$(patsubst %.cpp,obj/%.o,\$(SRCS))
vpath %.cpp $HERE $OUT/stub $SSC/ssc $SSC/shared
pvwattsv8: \$(OBJS)
	\$(CXX) -o \$@ \$(OBJS)
obj/%.o: %.cpp
	\$(CXX) \$(CXXFLAGS) -c \$< -o \$@
MK
make -C "$OUT" -j2
echo "$OUT/pvwattsv8"
