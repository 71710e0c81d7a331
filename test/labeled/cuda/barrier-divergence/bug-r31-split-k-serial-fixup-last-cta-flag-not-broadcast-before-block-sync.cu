// EXPECT: barrier-divergence
// ARCHS: sm_90a sm_100a
// PTXLINT-ARGS: --block-dim=128
// Split-K GEMV with a serial fixup: each of `splits` CTAs of a tile writes its
// partial sums to a workspace, then thread 0 bumps the tile's semaphore; the
// CTA that arrives last reduces all partials. The "am I last" result is kept
// in thread 0's register only (BUG: it was meant to be broadcast through
// shared memory; every other thread sees last == false and returns, while
// thread 0 of the last CTA goes on to the __syncthreads() before the
// reduction).
__global__ void __launch_bounds__(128)
    splitk_fixup(const float *__restrict__ A, const float *__restrict__ x, float *__restrict__ ws,
                 float *__restrict__ y, unsigned *__restrict__ sema, int k, int splits) {
  __shared__ float part[128];
  const int tile = blockIdx.x / splits, split = blockIdx.x % splits;
  const int row = tile * 128 + threadIdx.x, kc = k / splits;
  float acc = 0.f;
  for (int j = split * kc; j < (split + 1) * kc; ++j)
    acc = fmaf(A[(size_t)row * k + j], x[j], acc);
  ws[((size_t)tile * splits + split) * 128 + threadIdx.x] = acc;
  __threadfence();
  bool last = false;
  if (threadIdx.x == 0)
    last = atomicAdd(&sema[tile], 1u) == (unsigned)splits - 1;
  if (!last)
    return;
  __threadfence();
  part[threadIdx.x] = 0.f;
  __syncthreads();
  float s = 0.f;
  for (int p = 0; p < splits; ++p)
    s += __ldcg(&ws[((size_t)tile * splits + p) * 128 + threadIdx.x]);
  part[threadIdx.x] = s;
  __syncthreads();
  y[row] = part[threadIdx.x];
  if (threadIdx.x == 0)
    sema[tile] = 0;
}
