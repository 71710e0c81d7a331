// EXPECT: clean
// PTXLINT-ARGS: --block-dim=64
// JPEG IDCT, one 8x8 block per 64-thread CTA. The DC-only fast path is
// decided with __syncthreads_or over the 63 AC coefficients: its result is
// the same in every thread of the CTA, so either the whole CTA skips the two
// separable passes (and their barriers) or the whole CTA runs them.
__constant__ float c_idct[8][8];

__global__ void __launch_bounds__(64)
idct_block(const short *__restrict__ coef, const unsigned short *__restrict__ qtab,
           unsigned char *__restrict__ out) {
  __shared__ float tile[8][9];
  const int r = threadIdx.x >> 3, c = threadIdx.x & 7;
  const int blk = blockIdx.x;
  const float v = (float)coef[blk * 64 + r * 8 + c] * (float)qtab[r * 8 + c];
  const int any_ac = __syncthreads_or((r | c) != 0 && v != 0.f);

  float pix;
  if (!any_ac) {
    pix = (float)coef[blk * 64] * (float)qtab[0] * 0.125f;
  } else {
    tile[r][c] = v;
    __syncthreads();
    float s = 0.f;
#pragma unroll
    for (int u = 0; u < 8; ++u)
      s += c_idct[u][c] * tile[r][u];
    __syncthreads();
    tile[r][c] = s;
    __syncthreads();
    float t = 0.f;
#pragma unroll
    for (int u = 0; u < 8; ++u)
      t += c_idct[u][r] * tile[u][c];
    pix = t;
  }
  out[blk * 64 + r * 8 + c] = (unsigned char)__float2int_rn(fminf(fmaxf(pix + 128.f, 0.f), 255.f));
}
