// EXPECT: misaligned-access
// A 33-tap FIR whose taps live in __constant__ memory: tap 0 is applied on
// its own and taps 1..32 are fetched four at a time as float4 -- starting at
// c_taps + 1, 4 bytes into a 16-byte aligned array (BUG: ld.const.v4.f32
// needs 16-byte alignment).
#include <cuda_runtime.h>
__constant__ __align__(16) float c_taps[33];
__global__ void fir33(const float *__restrict__ x, float *__restrict__ y, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i + 32 >= n) return;
  float acc = c_taps[0] * x[i];
  const float4 *t4 = reinterpret_cast<const float4 *>(c_taps + 1);
#pragma unroll
  for (int k = 0; k < 8; ++k) {
    const float4 t = t4[k];
    acc += t.x * x[i + 4 * k + 1] + t.y * x[i + 4 * k + 2] + t.z * x[i + 4 * k + 3] +
           t.w * x[i + 4 * k + 4];
  }
  y[i] = acc;
}
