// EXPECT: barrier-divergence
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// BUG: a CUTLASS-style predicated tile iterator feeding a GEMV mainloop
// (y = A x over 16-row tiles). Each of the 128 threads owns one 16-byte chunk
// of the 16x32 A tile (row = tid / 8, chunk = tid % 8) and a k predicate for
// the chunk. CUTLASS clears the predicate and zero-fills the chunk
// (cp.async with src-size 0); this port instead skips the rest of the k tile
// for a predicated-off chunk with `continue`, which also skips the
// cp.async.wait_group and both __syncthreads() of that tile: in the residue
// tile (K % 32 != 0) the threads whose chunk is past K leave the barriers to
// the others.
__device__ __forceinline__ void cp_async16(void *dst, const void *src) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(
                   static_cast<unsigned>(__cvta_generic_to_shared(dst))),
               "l"(src)
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
    if (!pred_k)
      continue;
    cp_async16(&As[row][chunk * 4], A + (size_t)(m0 + row) * lda + kcol);
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
