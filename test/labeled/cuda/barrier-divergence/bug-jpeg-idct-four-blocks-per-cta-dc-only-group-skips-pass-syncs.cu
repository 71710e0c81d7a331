// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// JPEG decoder IDCT, four 8x8 blocks per CTA, 64 threads per block (thread
// (r, c) of group g). The separable IDCT stages the dequantised
// coefficients, runs the row pass, then the column pass, with
// __syncthreads() between the stages. Fast path: a block whose 63 AC
// coefficients are all zero decodes to DC/8 everywhere, so its group skips
// both passes. The has_ac flag is per 8x8 block, i.e. per pair of warps, not
// per CTA: when the four blocks of a CTA disagree (the usual case), the
// DC-only groups skip three barriers the other groups wait in.
#define GROUPS 4

__constant__ float c_idct[8][8]; // c_idct[u][x] = C(u)/2 * cos((2x+1)u*pi/16)

__global__ void __launch_bounds__(64 * GROUPS)
idct_blocks(const short *__restrict__ coef, const unsigned short *__restrict__ qtab,
            unsigned char *__restrict__ out, int nblocks) {
  __shared__ float tile[GROUPS][8][9];
  __shared__ int has_ac[GROUPS];
  const int g = threadIdx.x >> 6, r = (threadIdx.x >> 3) & 7, c = threadIdx.x & 7;
  const int blk = blockIdx.x * GROUPS + g;
  const int src = min(blk, nblocks - 1);
  const float v = (float)coef[src * 64 + r * 8 + c] * (float)qtab[r * 8 + c];
  if (threadIdx.x < GROUPS)
    has_ac[threadIdx.x] = 0;
  __syncthreads();
  if ((r | c) != 0 && v != 0.f)
    has_ac[g] = 1;
  __syncthreads();

  float pix;
  if (!has_ac[g]) {
    pix = (float)coef[src * 64] * (float)qtab[0] * 0.125f;
  } else {
    tile[g][r][c] = v;
    __syncthreads(); // BUG: only the groups with AC energy get here
    float s = 0.f;
#pragma unroll
    for (int u = 0; u < 8; ++u)
      s += c_idct[u][c] * tile[g][r][u];
    __syncthreads();
    tile[g][r][c] = s;
    __syncthreads();
    float t = 0.f;
#pragma unroll
    for (int u = 0; u < 8; ++u)
      t += c_idct[u][r] * tile[g][u][c];
    pix = t;
  }
  if (blk < nblocks)
    out[blk * 64 + r * 8 + c] = (unsigned char)__float2int_rn(fminf(fmaxf(pix + 128.f, 0.f), 255.f));
}
