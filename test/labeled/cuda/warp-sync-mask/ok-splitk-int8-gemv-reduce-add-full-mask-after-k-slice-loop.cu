// EXPECT: clean
// ARCHS: sm_80 sm_90
// OK: the same split-K int8 GEMV (warps walking rows `row += 4 * gridDim.x`,
// dp4a over the CTA's K slice, lane 0 adding the slice's partial with an
// atomic) with the lane mask `k < k_end` only on the loads, as Triton's
// `other=0` means: the full-mask __reduce_add_sync runs after the slice loop,
// once per row in all 32 lanes of the warp (lanes past K contribute 0).
__global__ void __launch_bounds__(128) gemv_s8_splitk(const char4 *__restrict__ W, const char4 *__restrict__ x,
                                                      int *__restrict__ y, int rows, int K4, int slice4) {
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int k_begin = blockIdx.y * slice4;
  const int k_end = min(k_begin + slice4, K4);
  for (int row = blockIdx.x * 4 + warp; row < rows; row += 4 * gridDim.x) {
    int acc = 0;
    for (int k0 = k_begin; k0 < k_end; k0 += 32) {
      const int k = k0 + lane;
      if (k < k_end) {
        const char4 w = W[(size_t)row * K4 + k], v = x[k];
        acc = __dp4a(*reinterpret_cast<const int *>(&w), *reinterpret_cast<const int *>(&v), acc);
      }
    }
    acc = __reduce_add_sync(0xffffffffu, acc);
    if (lane == 0)
      atomicAdd(&y[row], acc);
  }
}
