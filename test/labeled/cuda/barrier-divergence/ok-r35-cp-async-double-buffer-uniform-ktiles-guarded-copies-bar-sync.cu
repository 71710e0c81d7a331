// EXPECT: clean
// ARCHS: sm_80 sm_86
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// Ampere GEMM main loop with a two-stage cp.async pipeline: the copies are
// predicated per thread on the row being inside M (zero-fill through the
// src-size operand), but the commit, wait_group and the CTA barrier sit
// outside the guard, in a loop over ktiles that every thread runs the same
// number of times.
__global__ void __launch_bounds__(128)
    gemm_cp_async(const float *__restrict__ A, float *__restrict__ C, int M, int ktiles) {
  __shared__ __align__(16) float sa[2][128][4];
  const int t = threadIdx.x;
  const int row = blockIdx.x * 128 + t;
  const int valid = row < M;
  const float *src = A + (size_t)(valid ? row : 0) * ktiles * 4;
  auto issue = [&](int stage, int kt) {
    unsigned dst = (unsigned)__cvta_generic_to_shared(&sa[stage][t][0]);
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;" ::"r"(dst), "l"(src + kt * 4),
                 "r"(valid ? 16 : 0));
    asm volatile("cp.async.commit_group;");
  };
  float acc = 0.f;
  issue(0, 0);
  for (int kt = 0; kt < ktiles; ++kt) {
    if (kt + 1 < ktiles)
      issue((kt + 1) & 1, kt + 1);
    else
      asm volatile("cp.async.commit_group;");
    asm volatile("cp.async.wait_group 1;");
    asm volatile("bar.sync 0;" ::: "memory");
    const float *s = sa[kt & 1][(t + 1) & 127];
    acc += s[0] * s[1] + s[2] * s[3];
    asm volatile("bar.sync 0;" ::: "memory");
  }
  if (valid)
    C[row] = acc;
}
