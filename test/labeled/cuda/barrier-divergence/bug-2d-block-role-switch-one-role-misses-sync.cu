// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=32,4
// Sparse-attention tile with one role per row of warps in a 32x4 block:
// threadIdx.y selects the role in a switch, and each role does its part of
// the staging and then a __syncthreads() so that the compute phase sees all of
// it. The "mask" role (y == 3) was added later and has no __syncthreads()
// (BUG): its warp never arrives at the barrier the three other warps wait at
// (and it races ahead into the compute phase).
__global__ void __launch_bounds__(128) stage_roles(const float *__restrict__ q,
                                                   const float *__restrict__ k,
                                                   const float *__restrict__ v,
                                                   const unsigned char *__restrict__ mask,
                                                   float *__restrict__ o) {
  __shared__ float sq[32], sk[32], sv[32];
  __shared__ unsigned char sm[32];
  const int x = threadIdx.x, tile = blockIdx.x;
  switch (threadIdx.y) {
  case 0: sq[x] = q[tile * 32 + x]; __syncthreads(); break;
  case 1: sk[x] = k[tile * 32 + x]; __syncthreads(); break;
  case 2: sv[x] = v[tile * 32 + x]; __syncthreads(); break;
  case 3: sm[x] = mask[tile * 32 + x]; break;  // BUG: no barrier in this role
  }
  float acc = 0.f;
  for (int j = 0; j < 32; ++j)
    if (sm[j]) acc += sq[x] * sk[j] * sv[j];
  o[(tile * 4 + threadIdx.y) * 32 + x] = acc;
}
