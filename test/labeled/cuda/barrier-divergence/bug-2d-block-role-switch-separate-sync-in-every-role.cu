// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=32,4
// Sparse-attention tile with one role per warp of a 32x4 block: threadIdx.y
// selects the role in a switch, and every role ends with its own
// __syncthreads() (BUG). Each barrier instruction is reached by one warp only:
// __syncthreads() is bar.sync = barrier.sync.aligned, which PTX ISA 9.7.13.1
// requires all threads of the CTA to execute as the same instruction (in
// conditional code only when the whole CTA evaluates the condition alike);
// the CUDA guide likewise forbids __syncthreads() under a condition that is
// not uniform across the block. Move one barrier after the switch.
__global__ void __launch_bounds__(128) stage_roles(const float *__restrict__ q,
                                                   const float *__restrict__ k,
                                                   const float *__restrict__ v,
                                                   const unsigned char *__restrict__ mask,
                                                   float *__restrict__ o) {
  __shared__ float sq[32], sk[32], sv[32];
  __shared__ unsigned char sm[32];
  const int x = threadIdx.x, tile = blockIdx.x;
  switch (threadIdx.y) {
  case 0: sq[x] = q[tile * 32 + x]; __syncthreads(); break;  // BUG: one barrier per role
  case 1: sk[x] = k[tile * 32 + x]; __syncthreads(); break;
  case 2: sv[x] = v[tile * 32 + x]; __syncthreads(); break;
  case 3: sm[x] = mask[tile * 32 + x]; __syncthreads(); break;
  }
  float acc = 0.f;
  for (int j = 0; j < 32; ++j)
    if (sm[j]) acc += sq[x] * sk[j] * sv[j];
  o[(tile * 4 + threadIdx.y) * 32 + x] = acc;
}
