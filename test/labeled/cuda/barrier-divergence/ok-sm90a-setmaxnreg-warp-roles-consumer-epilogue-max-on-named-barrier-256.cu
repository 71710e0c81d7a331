// EXPECT: clean
// ARCHS: sm_90a
// PTXLINT-ARGS: --block-dim=384
// OK: the same Hopper-style warp-specialised GEMV (producer warpgroup 0 with
// `setmaxnreg.dec`, consumer warpgroups 1-2 with `setmaxnreg.inc`, named
// barriers 1 and 2 of 384 for the full/empty handshake). The consumers'
// epilogue shares its warp maxima on named barrier 3 counted as the 256
// consumer threads, which are exactly the threads that execute it; barrier 0
// is not used inside the role split.
constexpr int kTileK = 32, kCols = 256;
__device__ __forceinline__ void named_sync(int id, int n) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(n) : "memory");
}
__device__ __forceinline__ void named_arrive(int id, int n) {
  asm volatile("bar.arrive %0, %1;" ::"r"(id), "r"(n) : "memory");
}
__global__ void __launch_bounds__(384, 1) ws_gemv_centered(const float *__restrict__ W, const float *__restrict__ x,
                                                           float *__restrict__ y, int K, int N) {
  __shared__ __align__(16) float Ws[kTileK][kCols];
  __shared__ float xs[kTileK];
  __shared__ float wmax[8];
  const int tid = threadIdx.x, wg = tid / 128, warp = tid / 32, lane = tid % 32;
  const int n0 = blockIdx.x * kCols;
  const int k_tiles = K / kTileK;
  if (wg == 0) {
    asm volatile("setmaxnreg.dec.sync.aligned.u32 40;");
    for (int kt = 0; kt < k_tiles; ++kt) {
      if (kt > 0)
        named_sync(2, 384);
      for (int e = tid; e < kTileK * kCols / 4; e += 128) {
        const int r = e / (kCols / 4), c4 = e % (kCols / 4);
        reinterpret_cast<float4 *>(&Ws[r][0])[c4] =
            reinterpret_cast<const float4 *>(W + (size_t)(kt * kTileK + r) * N + n0)[c4];
      }
      if (tid < kTileK)
        xs[tid] = x[kt * kTileK + tid];
      named_arrive(1, 384);
    }
  } else {
    asm volatile("setmaxnreg.inc.sync.aligned.u32 232;");
    const int c = tid - 128;
    float acc = 0.f;
    for (int kt = 0; kt < k_tiles; ++kt) {
      named_sync(1, 384);
      for (int k = 0; k < kTileK; ++k)
        acc += xs[k] * Ws[k][c];
      if (kt + 1 < k_tiles)
        named_arrive(2, 384);
    }
    float m = acc;
    for (int o = 16; o > 0; o >>= 1)
      m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
    if (lane == 0)
      wmax[warp - 4] = m;
    named_sync(3, 256);
    float mx = wmax[0];
    for (int i = 1; i < 8; ++i)
      mx = fmaxf(mx, wmax[i]);
    y[n0 + c] = acc - mx;
  }
}
