//===- OptionsTest.cpp - ptxas-compatible command line --------------------===//
#include "lib/driver/Options.h"

#include "gtest/gtest.h"

using namespace ptx;

static Options parse(std::vector<const char *> A) {
  auto O = parseOptions(A);
  if (!O) {
    ADD_FAILURE() << llvm::toString(O.takeError());
    return Options();
  }
  return *O;
}

static std::string parseError(std::vector<const char *> A) {
  auto O = parseOptions(A);
  if (O)
    return "";
  return llvm::toString(O.takeError());
}

TEST(Options, GpuNameSpellings) {
  EXPECT_EQ(parse({"-arch=sm_90a", "x.ptx"}).GpuName, "sm_90a");
  EXPECT_EQ(parse({"-arch", "sm_80", "x.ptx"}).GpuName, "sm_80");
  EXPECT_EQ(parse({"--gpu-name", "sm_75", "x.ptx"}).GpuName, "sm_75");
  EXPECT_EQ(parse({"--gpu-name=sm_120", "x.ptx"}).GpuName, "sm_120");
}

TEST(Options, PtxasCodegenOptionsAreAcceptedAndIgnored) {
  Options O = parse({"-O3", "-o", "out.cubin", "-v", "--maxrregcount", "64", "-lineinfo",
                     "-m64", "-dlcm=ca", "--fmad=false", "-g", "x.ptx"});
  EXPECT_EQ(O.Inputs, std::vector<std::string>{"x.ptx"});
  EXPECT_EQ(O.Ignored.size(), 9u);
}

TEST(Options, WarningsAndFormats) {
  Options O = parse({"-w", "-Werror", "--format=json", "--no-analyses", "-", "a.ptx"});
  EXPECT_TRUE(O.Diag.SuppressWarnings);
  EXPECT_TRUE(O.Diag.WarningsAsErrors);
  EXPECT_EQ(O.Format, OutputFormat::Json);
  EXPECT_TRUE(O.NoAnalyses);
  EXPECT_EQ(O.Inputs, (std::vector<std::string>{"-", "a.ptx"}));
  EXPECT_EQ(parse({"--warning-as-error", "x"}).Diag.WarningsAsErrors, true);
}

TEST(Options, RulesAreValidated) {
  EXPECT_TRUE(parse({"--disable=undeclared-symbol,syntax-error", "x"})
                  .Diag.Disabled.count("syntax-error"));
  EXPECT_NE(parseError({"--disable=nonsense", "x"}).find("unknown rule"), std::string::npos);
}

TEST(Options, UsageErrors) {
  EXPECT_NE(parseError({"--bogus"}).find("unknown option"), std::string::npos);
  EXPECT_NE(parseError({"--format=xml"}).find("unknown --format"), std::string::npos);
  EXPECT_NE(parseError({"-arch"}).find("needs a value"), std::string::npos);
  EXPECT_NE(parseError({"--verify=1"}).find("takes no value"), std::string::npos);
}
