// EXPECT: barrier-divergence
// 1D stencil: the halo threads load the extra cells and the barrier that
// publishes the tile ended up inside the halo branch.
#define R 3
#define BS 128
__global__ void stencil1d(const float *in, float *out, int n) {
  __shared__ float tile[BS + 2 * R];
  int g = blockIdx.x * BS + threadIdx.x;
  int l = threadIdx.x + R;
  tile[l] = g < n ? in[g] : 0.f;
  if (threadIdx.x < R) {
    tile[l - R] = g >= R ? in[g - R] : 0.f;
    tile[l + BS] = g + BS < n ? in[g + BS] : 0.f;
    __syncthreads();
  }
  float acc = 0.f;
  for (int o = -R; o <= R; ++o)
    acc += tile[l + o];
  if (g < n)
    out[g] = acc / (2 * R + 1);
}
