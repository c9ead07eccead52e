#!/bin/sh
# Builds a minimal utilityrate5 runner from NREL/ssc source (https://github.com/NREL/ssc), outside
# the repository. Only the files cmod_utilityrate5 needs are compiled; the SSC equation table and
# battery-resilience code are replaced by the PVWatts reference's stubs (utilityrate5 never reaches them).
#
#   scripts/utilityrate-reference/build.sh <path to an NREL/ssc checkout> [build dir]
#
# Made with NREL/ssc e97a19f8e035b6c8845690ee23c01b598c36d550 (develop, 4 June 2025), g++ 12.
set -eu
SSC=$(cd "$1" && pwd)
OUT=${2:-/tmp/utilityrate-reference-build}
HERE=$(cd "$(dirname "$0")" && pwd)
STUB=$HERE/../pvwatts-reference/stub
mkdir -p "$OUT/obj" "$OUT/stub"
cp "$STUB"/ssc_equations.h "$STUB"/stubs.cpp "$HERE"/stub/ur-stubs.cpp "$OUT/stub/"
cp "$SSC/ssc/core.cpp" "$OUT/stub/core.cpp"
cat > "$OUT/Makefile" <<MK
CXX=g++
CXXFLAGS=-O1 -std=c++17 -w -I$OUT/stub -I$SSC/ssc -I$SSC/shared -I$SSC -I$SSC/splinter -DLINUX -D__64BIT__
SRCS=driver.cpp core.cpp stubs.cpp ur-stubs.cpp cmod_utilityrate5.cpp vartab.cpp common.cpp \
 lib_utility_rate_equations.cpp lib_util.cpp lib_time.cpp lib_weatherfile.cpp lib_irradproc.cpp lib_pv_incidence_modifier.cpp
OBJS=\$(patsubst %.cpp,obj/%.o,\$(SRCS))
vpath %.cpp $HERE $OUT/stub $SSC/ssc $SSC/shared
utilityrate5: \$(OBJS)
	\$(CXX) -o \$@ \$(OBJS)
obj/%.o: %.cpp
	\$(CXX) \$(CXXFLAGS) -c \$< -o \$@
MK
make -C "$OUT" -j1
echo "$OUT/utilityrate5"
