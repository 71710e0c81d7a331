// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// Per-bin float maximum with an atomicCAS retry loop. The value to install is
// staged through shared memory (a leftover of an earlier version that combined
// neighbours), and the __syncthreads() that publishes it sits inside the retry
// loop: a thread whose CAS succeeds leaves the loop while threads that lost
// the race go round again and wait at a barrier the winners never reach.
__global__ void bin_max(const float *__restrict__ v, const int *__restrict__ bin,
                        float *binmax, int n) {
  __shared__ float stage[256];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float x = i < n ? v[i] : -INFINITY;
  const int b = i < n ? bin[i] : 0;
  int *addr = reinterpret_cast<int *>(&binmax[b]);
  int old = *addr, assumed;
  do {
    assumed = old;
    stage[threadIdx.x] = fmaxf(__int_as_float(assumed), x);
    __syncthreads();
    old = atomicCAS(addr, assumed, __float_as_int(stage[threadIdx.x]));
  } while (old != assumed);
}
