// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// A cp.async double-buffered A-tile loader (32 k-rows x 8 threads per row)
// whose last partial tile is zero-filled: rows past K copy 0 source bytes
// (cp.async's src-size operand), so every thread stays in the k loop and runs
// its wait and barriers the same number of times.
#define BKR 32
__device__ __forceinline__ void cp16_zfill(void *dst, const void *src, bool valid) {
  unsigned d = static_cast<unsigned>(__cvta_generic_to_shared(dst));
  int n = valid ? 16 : 0;
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;" ::"r"(d), "l"(src), "r"(n) : "memory");
}
__global__ void __launch_bounds__(256) a_loader(const float4 *__restrict__ a, int K, float *__restrict__ out) {
  __shared__ float4 tile[2][BKR][8];
  int ty = threadIdx.x >> 3, tx = threadIdx.x & 7;
  int ktiles = (K + BKR - 1) / BKR;
  float acc = 0.f;
  cp16_zfill(&tile[0][ty][tx], &a[(size_t)min(ty, K - 1) * 8 + tx], ty < K);
  asm volatile("cp.async.commit_group;" ::: "memory");
  for (int kt = 0; kt < ktiles; ++kt) {
    int nk = (kt + 1) * BKR + ty;
    if (kt + 1 < ktiles)
      cp16_zfill(&tile[(kt + 1) & 1][ty][tx], &a[(size_t)min(nk, K - 1) * 8 + tx], nk < K);
    asm volatile("cp.async.commit_group;" ::: "memory");
    asm volatile("cp.async.wait_group 1;" ::: "memory");
    __syncthreads();
    float4 v = tile[kt & 1][tx * 4][ty & 7];
    acc += v.x + v.y + v.z + v.w;
    __syncthreads();
  }
  out[blockIdx.x * 256 + threadIdx.x] = acc;
}
