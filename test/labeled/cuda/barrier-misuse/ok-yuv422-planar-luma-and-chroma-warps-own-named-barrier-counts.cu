// EXPECT: clean
// PTXLINT-ARGS: --block-dim=192
// Planar YUV 4:2:2 -> RGBA for 64x2-pixel tiles: warps 0-3 stage and sharpen
// luma, warps 4-5 stage and smooth chroma, each plane on its own named
// barrier whose count is exactly its role's threads (id 1: 128 luma
// threads, id 2: 64 chroma threads), every thread of a role executing its
// role's barrier once; the roles meet again at __syncthreads() (id 0).
#define LUMA_WARPS 4
#define CHROMA_WARPS 2
#define W 64

__device__ __forceinline__ void named_sync(int id, int count) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(count) : "memory");
}

__device__ __forceinline__ unsigned char clamp255(float v) {
  return (unsigned char)fminf(fmaxf(v, 0.f), 255.f);
}

__global__ void __launch_bounds__(32 * (LUMA_WARPS + CHROMA_WARPS))
yuv422p_to_rgba(const unsigned char *__restrict__ yp, const unsigned char *__restrict__ up,
                const unsigned char *__restrict__ vp, int ypitch, int cpitch,
                uchar4 *__restrict__ rgba, int rgba_pitch) {
  __shared__ float ys[2][W + 2];          // two luma rows, 1-pixel halo
  __shared__ float cs[2][2][W / 2 + 2];   // U/V x two rows, staged
  __shared__ float cf[2][2][W / 2];       // U/V x two rows, smoothed
  const int warp = threadIdx.x >> 5;
  const int x0 = blockIdx.x * W, y0 = blockIdx.y * 2;
  float yv = 0.f;
  if (warp < LUMA_WARPS) {
    const int r = threadIdx.x >> 6, x = threadIdx.x & 63;
    const unsigned char *row = yp + (y0 + r) * ypitch;
    ys[r][x + 1] = row[x0 + x];
    if (x == 0) ys[r][0] = row[max(x0 - 1, 0)];
    if (x == W - 1) ys[r][W + 1] = row[x0 + W];
    named_sync(1, 32 * LUMA_WARPS);
    yv = 1.25f * ys[r][x + 1] - 0.125f * (ys[r][x] + ys[r][x + 2]);
  } else {
    const int t = threadIdx.x - 32 * LUMA_WARPS; // 0..63
    const int plane = t >> 5, r = (t >> 4) & 1, cx = t & 15;
    const unsigned char *row = (plane ? vp : up) + (y0 + r) * cpitch + x0 / 2;
    cs[plane][r][2 * cx + 1] = row[2 * cx];
    cs[plane][r][2 * cx + 2] = row[2 * cx + 1];
    if (cx == 0) cs[plane][r][0] = row[x0 > 0 ? -1 : 0];
    if (cx == 15) cs[plane][r][W / 2 + 1] = row[W / 2];
    named_sync(2, 32 * CHROMA_WARPS);
    for (int k = 0; k < 2; ++k) {
      const int i = 2 * cx + k;
      cf[plane][r][i] = 0.25f * (cs[plane][r][i] + 2.f * cs[plane][r][i + 1] + cs[plane][r][i + 2]);
    }
  }
  __syncthreads();
  if (warp < LUMA_WARPS) {
    const int r = threadIdx.x >> 6, x = threadIdx.x & 63;
    const float Y = yv - 16.f, U = cf[0][r][x / 2] - 128.f, V = cf[1][r][x / 2] - 128.f;
    rgba[(y0 + r) * rgba_pitch + x0 + x] =
        make_uchar4(clamp255(1.164f * Y + 1.596f * V), clamp255(1.164f * Y - 0.392f * U - 0.813f * V),
                    clamp255(1.164f * Y + 2.017f * U), 255);
  }
}
