// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Barnes-Hut force walk, one shared traversal stack per warp (lane 0 pushes
// and pops, the warp decides "far enough" with __all_sync). The loop around
// the block barriers runs while any warp's stack is non-empty
// (__syncthreads_or), so every thread takes every barrier; a warp whose walk
// is over idles through the rounds. Whether a warp is live is read from its
// own stack top, the same word for all of its lanes, so the __all_sync is
// under warp-uniform control.
#define WARPS 8
#define DEPTH 96
__global__ void __launch_bounds__(256) bh_force(const float4 *__restrict__ node, const float *__restrict__ cell_size,
                                                const int4 *__restrict__ child, const float4 *__restrict__ body,
                                                float4 *__restrict__ accel, int nbodies, float theta2, float eps2) {
  __shared__ int stack[WARPS][DEPTH];
  __shared__ int top[WARPS];
  int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 p = body[min(i, nbodies - 1)];
  float ax = 0.f, ay = 0.f, az = 0.f;
  if (lane == 0) {
    stack[warp][0] = 0;
    top[warp] = 0;
  }
  __syncthreads();
  while (__syncthreads_or(top[warp] >= 0)) {
    bool live = top[warp] >= 0;
    int n = live ? stack[warp][top[warp]] : 0;
    __syncthreads();
    if (live) {
      if (lane == 0)
        top[warp]--;
      float4 c = node[n];
      float dx = c.x - p.x, dy = c.y - p.y, dz = c.z - p.z;
      float d2 = dx * dx + dy * dy + dz * dz;
      float sz = cell_size[n];
      int4 ch = child[n];
      bool leaf = ch.x < 0 && ch.y < 0 && ch.z < 0 && ch.w < 0;
      if (leaf || __all_sync(0xffffffffu, sz * sz < theta2 * d2)) {
        float inv = rsqrtf(d2 + eps2);
        float f = c.w * inv * inv * inv;
        ax += dx * f;
        ay += dy * f;
        az += dz * f;
      } else if (lane == 0) {
        int t = top[warp];
        if (ch.x >= 0) stack[warp][++t] = ch.x;
        if (ch.y >= 0) stack[warp][++t] = ch.y;
        if (ch.z >= 0) stack[warp][++t] = ch.z;
        if (ch.w >= 0) stack[warp][++t] = ch.w;
        top[warp] = t;
      }
    }
    __syncthreads();
  }
  if (i < nbodies)
    accel[i] = make_float4(ax, ay, az, 0.f);
}
