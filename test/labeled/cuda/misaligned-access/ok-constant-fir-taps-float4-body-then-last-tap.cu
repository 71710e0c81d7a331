// EXPECT: clean
// The near miss of the 33-tap constant-memory FIR: taps 0..31 are fetched
// four at a time as float4 from the 16-byte aligned start of c_taps, and
// tap 32 is applied on its own.
#include <cuda_runtime.h>
__constant__ __align__(16) float c_taps[33];
__global__ void fir33(const float *__restrict__ x, float *__restrict__ y, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i + 32 >= n) return;
  float acc = 0.f;
  const float4 *t4 = reinterpret_cast<const float4 *>(c_taps);
#pragma unroll
  for (int k = 0; k < 8; ++k) {
    const float4 t = t4[k];
    acc += t.x * x[i + 4 * k] + t.y * x[i + 4 * k + 1] + t.z * x[i + 4 * k + 2] +
           t.w * x[i + 4 * k + 3];
  }
  acc += c_taps[32] * x[i + 32];
  y[i] = acc;
}
