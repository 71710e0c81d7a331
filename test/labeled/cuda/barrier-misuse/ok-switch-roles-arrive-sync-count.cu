// EXPECT: clean
// Warp-specialised stage hand-off with roles dispatched by a switch: two
// loader warps fill a shared tile and signal named barrier 1 with bar.arrive,
// four math warps wait on it with bar.sync; both sides count all 192
// threads from the same constant.
constexpr int LOADER_WARPS = 2, MATH_WARPS = 4;
constexpr int THREADS = (LOADER_WARPS + MATH_WARPS) * 32;
__global__ void __launch_bounds__(THREADS) staged_scale(const float4 *__restrict__ in,
                                                        float4 *__restrict__ out, float s) {
  __shared__ float4 tile[MATH_WARPS * 32];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  switch (warp) {
  case 0:
  case 1: {
    int t = warp * 32 + lane;
    for (int k = t; k < MATH_WARPS * 32; k += LOADER_WARPS * 32)
      tile[k] = in[blockIdx.x * MATH_WARPS * 32 + k];
    asm volatile("bar.arrive 1, %0;" ::"n"(THREADS) : "memory");
    break;
  }
  default: {
    asm volatile("bar.sync 1, %0;" ::"n"(THREADS) : "memory");
    int t = (warp - LOADER_WARPS) * 32 + lane;
    float4 v = tile[t];
    out[blockIdx.x * MATH_WARPS * 32 + t] = make_float4(v.x * s, v.y * s, v.z * s, v.w * s);
    break;
  }
  }
}
