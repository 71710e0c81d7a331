// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// Block-wide inclusive scan with a carried offset: the Hillis-Steele phase is
// right (loads are clamped), but the tail threads of the last block return
// before the second phase, which needs another __syncthreads() after thread
// 255 writes the block total: with n not a multiple of 256 the last CTA hangs.
__global__ void __launch_bounds__(256) scan_with_carry(const int *in, int *out, const int *carry_in, int *totals, int n) {
  __shared__ int s[256];
  __shared__ int total;
  int t = threadIdx.x, i = blockIdx.x * 256 + t;
  s[t] = i < n ? in[i] : 0;
  __syncthreads();
  for (int d = 1; d < 256; d <<= 1) {
    int v = t >= d ? s[t - d] : 0;
    __syncthreads();
    s[t] += v;
    __syncthreads();
  }
  if (i >= n)
    return;
  if (t == 255)
    total = s[255] + carry_in[blockIdx.x];
  __syncthreads();
  out[i] = s[t] + carry_in[blockIdx.x];
  if (t == 0)
    totals[blockIdx.x] = total;
}
