// EXPECT: barrier-divergence
// Per-channel post-processing: __constant__ c_enabled says which of the 64
// channels of a pixel block get the smoothing pass. The pass stages values
// and synchronises inside the enabled test -- but the table is indexed by the
// thread's own channel (threadIdx.x & 63), so disabled channels' threads
// skip the barrier (BUG).
#include <cuda_runtime.h>
__constant__ unsigned char c_enabled[64];
__global__ void __launch_bounds__(256)
smooth_enabled_channels(float *__restrict__ img, int pixels) {
  __shared__ float tile[256];
  const int ch = threadIdx.x & 63;
  const int px = blockIdx.x * 4 + (threadIdx.x >> 6);
  float v = px < pixels ? img[px * 64 + ch] : 0.f;
  if (c_enabled[ch]) {
    tile[threadIdx.x] = v;
    __syncthreads();
    const float l = ch > 0 ? tile[threadIdx.x - 1] : v;
    const float r = ch < 63 ? tile[threadIdx.x + 1] : v;
    v = 0.25f * l + 0.5f * v + 0.25f * r;
  }
  if (px < pixels) img[px * 64 + ch] = v;
}
