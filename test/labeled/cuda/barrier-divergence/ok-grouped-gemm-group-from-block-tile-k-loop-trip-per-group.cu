// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// A grouped GEMV over problems concatenated along M whose row ranges are padded
// to whole 128-row tiles (tile_begin is in tiles). The problem is looked up
// from blockIdx.x, so every thread of a block sees the same K and runs the same
// k tiles: the barriers in the k loop are uniform. Rows past a problem's own M
// compute on clamped rows and do not store.
struct Problem { int tile_begin, m, k; const float *a, *b; float *c; };
#define BK 32
__global__ void __launch_bounds__(128) grouped_gemv(const Problem *__restrict__ probs, int nprob) {
  __shared__ float bs[BK];
  int p = 0;
  while (p + 1 < nprob && probs[p + 1].tile_begin <= (int)blockIdx.x)
    ++p;
  Problem pr = probs[p];
  int r = (blockIdx.x - pr.tile_begin) * 128 + threadIdx.x;
  int rr = min(r, pr.m - 1);
  float acc = 0.f;
  for (int k0 = 0; k0 < pr.k; k0 += BK) {
    if (threadIdx.x < BK)
      bs[threadIdx.x] = k0 + threadIdx.x < pr.k ? pr.b[k0 + threadIdx.x] : 0.f;
    __syncthreads();
    for (int kk = 0; kk < BK && k0 + kk < pr.k; ++kk)
      acc += pr.a[(size_t)rr * pr.k + k0 + kk] * bs[kk];
    __syncthreads();
  }
  if (r < pr.m)
    pr.c[r] = acc;
}
