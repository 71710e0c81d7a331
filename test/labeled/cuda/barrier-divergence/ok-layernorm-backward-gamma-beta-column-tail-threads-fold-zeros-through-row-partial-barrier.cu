// EXPECT: clean
// PTXLINT-ARGS: --block-dim=32,8
// OK: LayerNorm backward, dgamma/dbeta (ATen's GammaBetaBackward shape): a
// 32x8 block owns 32 columns; each threadIdx.y walks every 8th row and the 8
// partial sums per column are folded through shared memory. The column tail
// of the last block keeps zero partials and goes through every fold barrier;
// only the loads and the final store are guarded by `col < N`.
__global__ void __launch_bounds__(256)
gamma_beta_backward(const float *__restrict__ dy, const float *__restrict__ x,
                    const float *__restrict__ mean, const float *__restrict__ rstd,
                    float *__restrict__ dgamma, float *__restrict__ dbeta, int M, int N) {
  __shared__ float sg[8][33];
  __shared__ float sb[8][33];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int col = blockIdx.x * 32 + tx;
  const bool in = col < N;
  float g = 0.f, b = 0.f;
  if (in) {
    for (int r = ty; r < M; r += 8) {
      const float d = dy[(size_t)r * N + col];
      g += d * (x[(size_t)r * N + col] - mean[r]) * rstd[r];
      b += d;
    }
  }
  sg[ty][tx] = g;
  sb[ty][tx] = b;
  __syncthreads();
  for (int s = 4; s > 0; s >>= 1) {
    if (ty < s) {
      sg[ty][tx] += sg[ty + s][tx];
      sb[ty][tx] += sb[ty + s][tx];
    }
    __syncthreads();
  }
  if (ty == 0 && in) {
    dgamma[col] = sg[0][tx];
    dbeta[col] = sb[0][tx];
  }
}
