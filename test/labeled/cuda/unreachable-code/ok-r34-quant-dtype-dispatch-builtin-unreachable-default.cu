// EXPECT: clean
// ARCHS: sm_89 sm_90
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=256
// OK: output quantisation with the format chosen by a host-validated enum
// (int8 or fp8 e4m3); the default of the switch says so with
// __builtin_unreachable(), and the compiler drops it. The guard on the
// element index keeps the tail threads out.
#include <cuda_fp8.h>
#include <cstdint>
enum class QFmt : int { Int8 = 0, Fp8E4M3 = 1 };
__global__ void __launch_bounds__(256)
    quantize_out(const float *__restrict__ x, uint8_t *__restrict__ y, const float *__restrict__ scale, QFmt fmt, int n) {
  const int i = blockIdx.x * 256 + threadIdx.x;
  if (i >= n)
    return;
  const float v = x[i] / scale[0];
  switch (fmt) {
  case QFmt::Int8:
    y[i] = (uint8_t)(int8_t)__float2int_rn(fminf(fmaxf(v, -128.f), 127.f));
    break;
  case QFmt::Fp8E4M3:
    y[i] = __nv_fp8_e4m3(v).__x;
    break;
  default:
    __builtin_unreachable();
  }
}
