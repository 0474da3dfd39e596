import TrellisSolver
print("placeholder")
