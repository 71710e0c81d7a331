// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=128
// Lattice-Boltzmann D2Q9 pull-streaming along x, one row segment of 128 nodes
// per block: each node stages its 9 post-collision populations in shared
// memory, __syncthreads(), then pulls its neighbours' x-moving populations.
// Solid (bounce-back) nodes were made to skip the whole node update with a
// `continue`-like early return before the staging barrier (BUG): a row
// segment with an obstacle leaves those threads out of the __syncthreads().
__global__ void __launch_bounds__(128) lbm_stream_x(const float *__restrict__ f_in,
                                                   float *__restrict__ f_out,
                                                   const unsigned char *__restrict__ solid,
                                                   int nx, float omega) {
  __shared__ float fs[9][130];
  const int x = blockIdx.x * 128 + threadIdx.x;
  const int row = blockIdx.y;
  const size_t node = (size_t)row * nx + x;
  if (threadIdx.x == 0) { fs[1][0] = 0.f; fs[3][0] = 0.f; }      // inflow halo
  if (threadIdx.x == 127) { fs[1][129] = 0.f; fs[3][129] = 0.f; }
  if (solid[node])
    return;  // BUG: solid nodes skip the barrier below
  float f[9], rho = 0.f;
#pragma unroll
  for (int q = 0; q < 9; ++q) { f[q] = f_in[q * (size_t)nx * gridDim.y + node]; rho += f[q]; }
#pragma unroll
  for (int q = 0; q < 9; ++q) fs[q][threadIdx.x + 1] = f[q] + omega * (rho / 9.f - f[q]);
  __syncthreads();
  const int l = threadIdx.x, r = threadIdx.x + 2;
  f_out[1 * (size_t)nx * gridDim.y + node] = fs[1][l];
  f_out[3 * (size_t)nx * gridDim.y + node] = fs[3][r];
  f_out[0 * (size_t)nx * gridDim.y + node] = fs[0][l + 1];
}
