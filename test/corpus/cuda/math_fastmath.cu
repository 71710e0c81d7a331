// math_fastmath.cu - ptxlint real-PTX corpus
//
// The kernels of math.cu compiled with -use_fast_math (which implies
// -ftz=true -prec-div=false -prec-sqrt=false -fmad=true): the PTX then uses
// .ftz variants (add.ftz.f32, mul.ftz.f32, setp.*.ftz), approximate
// division (div.approx.ftz.f32, div.full.f32), sqrt.approx, rsqrt.approx,
// sin.approx / cos.approx / ex2.approx / lg2.approx instead of the
// libdevice expansions.
// corpus-nvcc-flags: -use_fast_math
// math_double is left out: double precision is not affected by fast math and
// it is by far the largest kernel.
#define CORPUS_MATH_FLOAT_ONLY 1
#include "math.cu"
