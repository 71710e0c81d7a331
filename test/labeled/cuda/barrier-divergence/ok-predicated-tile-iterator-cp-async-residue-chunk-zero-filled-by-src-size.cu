// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// OK: the same predicated tile iterator and GEMV mainloop (y = A x, 16x32 A
// tiles, one 16-byte chunk per thread), written the CUTLASS way: a chunk whose
// predicate is off is still issued, as a cp.async with src-size 0 from the
// tile's base pointer, which zero-fills the 16 bytes. Every thread runs every
// k tile's commit, wait_group and both barriers.
__device__ __forceinline__ void cp_async16_zfill(void *dst, const void *src, bool pred) {
  const int src_size = pred ? 16 : 0;
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;" ::"r"(
                   static_cast<unsigned>(__cvta_generic_to_shared(dst))),
               "l"(src), "r"(src_size)
               : "memory");
}
__global__ void __launch_bounds__(128) gemv_tile_iter(const float *__restrict__ A, const float *__restrict__ x,
                                                      float *__restrict__ y, int M, int K, int lda) {
  __shared__ __align__(16) float As[16][32];
  __shared__ float xs[32];
  const int tid = threadIdx.x, row = tid / 8, chunk = tid % 8;
  const int m0 = blockIdx.x * 16;
  const int k_tiles = (K + 31) / 32;
  float acc = 0.f;
  for (int kt = 0; kt < k_tiles; ++kt) {
    const int kcol = kt * 32 + chunk * 4;  // K is a multiple of 4
    const bool pred_k = kcol < K && m0 + row < M;
    const float *src = pred_k ? A + (size_t)(m0 + row) * lda + kcol : A;
    cp_async16_zfill(&As[row][chunk * 4], src, pred_k);
    asm volatile("cp.async.commit_group;" ::: "memory");
    if (tid < 32)
      xs[tid] = kt * 32 + tid < K ? x[kt * 32 + tid] : 0.f;
    asm volatile("cp.async.wait_group 0;" ::: "memory");
    __syncthreads();
    if (tid < 16)
      for (int k = 0; k < 32; ++k)
        acc += As[tid][k] * xs[k];
    __syncthreads();
  }
  if (tid < 16 && m0 + tid < M)
    y[m0 + tid] = acc;
}
