// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_90
// BUG: a split-K int8 GEMV written like a Triton program: grid (row groups,
// SPLIT_K), each warp walking the rows `row += 4 * gridDim.x`, each lane owning
// 4 consecutive int8 of the CTA's K slice per step (dp4a), and the slice's
// partial dot folded with __reduce_add_sync before lane 0 adds it to y with an
// atomic. The port kept Triton's lane mask `k < k_end` around the reduction as
// well as around the loads: when the slice is not a multiple of 32 words, the
// lanes past K in the final step skip the full-mask reduction and go on to
// the warp's next row, where the others' next reduction meets them.
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
        if (k0 + 32 >= k_end) {
          acc = __reduce_add_sync(0xffffffffu, acc);
          if (lane == 0)
            atomicAdd(&y[row], acc);
        }
      }
    }
  }
}
