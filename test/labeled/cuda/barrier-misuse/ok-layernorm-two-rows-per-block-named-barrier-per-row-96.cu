// EXPECT: clean
// LayerNorm for hidden = 768 with 8 bf16 per thread: 96 threads (three whole
// warps) per row and two rows per 192-thread block. Each row group reduces
// through shared memory and synchronises only its own three warps on named
// barrier 1 + group with a count of 96, so the two rows do not wait for each
// other; group boundaries fall on warp boundaries (96 = 3 * 32).
#include <cuda_bf16.h>
constexpr int kHidden = 768, kVec = 8, kRowThreads = kHidden / kVec;  // 96
static_assert(kRowThreads % 32 == 0, "row groups must be whole warps");
__device__ __forceinline__ void row_sync(int g) {
  asm volatile("bar.sync %0, %1;" ::"r"(1 + g), "n"(kRowThreads) : "memory");
}
__global__ void __launch_bounds__(2 * kRowThreads) layernorm_768(const uint4 *__restrict__ x,
                                                                 float *__restrict__ mean_out,
                                                                 float *__restrict__ rstd_out) {
  __shared__ float red[2][3];
  const int g = threadIdx.x / kRowThreads, t = threadIdx.x % kRowThreads;
  const int row = blockIdx.x * 2 + g;
  const uint4 raw = x[(size_t)row * kRowThreads + t];
  const __nv_bfloat162 *h = reinterpret_cast<const __nv_bfloat162 *>(&raw);
  float s = 0.f, q = 0.f;
#pragma unroll
  for (int j = 0; j < 4; ++j) {
    const float2 f = __bfloat1622float2(h[j]);
    s += f.x + f.y;
    q += f.x * f.x + f.y * f.y;
  }
  for (int o = 16; o > 0; o >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, o);
  if (t % 32 == 0)
    red[g][t / 32] = s;
  row_sync(g);
  const float mean = (red[g][0] + red[g][1] + red[g][2]) / kHidden;
  row_sync(g);  // everyone has read the sums before red is reused
  for (int o = 16; o > 0; o >>= 1)
    q += __shfl_xor_sync(0xffffffffu, q, o);
  if (t % 32 == 0)
    red[g][t / 32] = q;
  row_sync(g);
  const float var = (red[g][0] + red[g][1] + red[g][2]) / kHidden - mean * mean;
  if (t == 0) {
    mean_out[row] = mean;
    rstd_out[row] = rsqrtf(var + 1e-5f);
  }
}
